import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      {
        // Until every import in src/ names its file in full, resolve them as webpack 4 did.
        test: /\.js$/,
        include: path.resolve(import.meta.dirname, 'src'),
        resolve: { fullySpecified: false },
      },
    ],
  },
};
