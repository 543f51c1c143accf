import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  extends: path.resolve(import.meta.dirname, 'webpack.common.js'),
  mode: 'production',
  devtool: 'source-map',
  output: {
    filename: '[name].[contenthash].js',
  },
};
