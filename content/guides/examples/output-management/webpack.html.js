import path from 'node:path';
import webpack from 'webpack';

export default {
  mode: 'production',
  entry: './src/index.html',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].[contenthash].js',
    htmlFilename: '[name].html',
    clean: true,
  },
  module: {
    parser: {
      html: { chunkName: '[name]' },
    },
  },
  plugins: [new webpack.ManifestPlugin()],
};
