import JSON5 from 'json5';
import { parse as parseYaml } from 'yaml';

/** A tiny format: `key = value` lines; blank lines and lines starting with # are skipped. */
function parseConf(text) {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    });
  return Object.fromEntries(entries);
}

/** @type {import('webpack').Configuration} */
export default {
  name: 'json',
  mode: 'none',
  target: 'node',
  entry: './src/json/index.js',
  output: { filename: 'json.cjs' },
  module: {
    rules: [
      { test: /\.ya?ml$/i, type: 'json', parser: { parse: parseYaml } },
      { test: /\.json5$/i, type: 'json', parser: { parse: JSON5.parse } },
      { test: /\.conf$/i, type: 'json', parser: { parse: parseConf } },
    ],
  },
};
