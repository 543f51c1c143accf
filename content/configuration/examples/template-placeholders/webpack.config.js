import path from 'node:path';

/** One build per way of naming the assets; the logo lives outside the context, app/. */
const build = (name, assetModuleFilename) => ({
  name,
  mode: 'development',
  devtool: false,
  context: path.resolve(import.meta.dirname, 'app'),
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist', name),
    uniqueName: 'shop',
    filename: '[uniqueName].[name].js',
    assetModuleFilename,
  },
  module: {
    rules: [{ test: /\.svg$/, type: 'asset/resource' }],
  },
});

/** @type {import('webpack').Configuration[]} */
export default [build('path', '[path][name][ext]'), build('contained', '[containedpath][name][ext]')];
