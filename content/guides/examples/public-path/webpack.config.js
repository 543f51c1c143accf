import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default (env) => ({
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: 'js/[name].js',
    chunkFilename: 'js/[name].[contenthash:8].js',
    assetModuleFilename: 'images/[name].[contenthash:8][ext]',
    publicPath: env.publicPath ?? 'auto',
    clean: true,
  },
  module: {
    rules: [{ test: /\.svg$/, type: 'asset/resource' }],
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Public path demo' })],
});
