import features from './features.json5';
import limits from './limits.conf';
import site from './site.yaml';

const files = { 'site.yaml': site, 'features.json5': features, 'limits.conf': limits };
for (const [file, value] of Object.entries(files)) {
  console.log(`${file.padEnd(15)}${JSON.stringify(value)}`);
}
