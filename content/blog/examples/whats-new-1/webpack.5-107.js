import { resolve } from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.107',
  mode: 'production',
  entry: './src/5.107/index.js',
  output: { path: resolve(import.meta.dirname, 'dist/5.107'), clean: true },
  // Unminified, so that names stay the ones webpack gave.
  optimization: { minimize: false },
};
