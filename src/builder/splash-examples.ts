import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { highlightToHtml } from './markdown/highlight';
import type { SplashExample } from '../shared/splash';
import { paths } from './paths';

/** The splash page's three examples: a module, the configuration that bundles it, the page that loads it. */
const EXAMPLES = [
  { file: 'src/index.js', source: 'index.js' },
  { file: 'webpack.config.js', source: 'webpack.config.js' },
  { file: 'index.html', source: 'index.html' },
];

/** Highlights the examples at build time, like the docs' code blocks, as a module for webpack. */
export async function splashExamplesModule(): Promise<string> {
  const examples: SplashExample[] = [];
  for (const { file, source } of EXAMPLES) {
    const code = (await readFile(join(paths.app, 'splash/examples', source), 'utf8')).trimEnd();
    examples.push({ file, html: await highlightToHtml(extname(source) === '.html' ? 'html' : 'js', code) });
  }
  return `export default ${JSON.stringify(examples)};\n`;
}
