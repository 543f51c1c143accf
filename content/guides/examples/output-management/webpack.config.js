import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: {
    app: './src/app.js',
    clock: './src/clock.js',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].[contenthash].js',
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({ title: 'Build dashboard' }),
    new webpack.ManifestPlugin(),
  ],
};
