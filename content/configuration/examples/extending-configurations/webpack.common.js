import path from 'node:path';
import ShowOptionsPlugin from './show-options-plugin.js';

/** @type {import('webpack').Configuration} */
export default {
  entry: {
    main: './src/index.js',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  module: {
    rules: [{ test: /\.txt$/, type: 'asset/source' }],
  },
  plugins: [new ShowOptionsPlugin()],
};
