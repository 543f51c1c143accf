import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  target: 'browserslist:baseline widely available',
  entry: './src/index.html',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    module: true,
    clean: true,
  },
  module: {
    rules: [
      {
        with: { type: 'css' },
        parser: { namedExports: false },
        generator: { esModule: false },
      },
    ],
  },
  externalsType: 'module',
  externals: {
    minisearch: 'minisearch',
  },
};
