import path from 'node:path';
import config from './webpack.config.js';

// The same import() built four times, once per mode. A webpackMode comment
// in the source would override the mode set here.
const modes = ['lazy', 'lazy-once', 'eager', 'weak'];

export default modes.map((mode) => ({
  ...config,
  name: mode,
  entry: { main: './src/modes.js' },
  output: { ...config.output, path: path.resolve(import.meta.dirname, 'dist-modes', mode) },
  module: { parser: { javascript: { dynamicImportMode: mode } } },
}));
