import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  extends: path.resolve(import.meta.dirname, 'webpack.common.js'),
  mode: 'development',
  devtool: 'eval-source-map',
};
