import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  target: 'browserslist:baseline widely available',
  entry: './src/index.html',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  experiments: {
    outputModule: true,
  },
  externalsType: 'module',
  externals: {
    minisearch: 'minisearch',
  },
};
