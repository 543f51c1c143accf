import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    assetModuleFilename: 'images/[name].[contenthash:8][ext]',
    clean: true,
  },
  experiments: {
    css: true,
  },
  module: {
    generator: {
      'css/auto': {
        localIdentName: '[local]_[hash]',
        exportsConvention: 'camel-case',
      },
    },
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Native CSS demo' })],
};
