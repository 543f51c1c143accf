import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'development',
  entry: './src/index.js',
  devtool: 'source-map',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Development' })],
  watchOptions: {
    ignored: '**/node_modules',
  },
  devServer: {
    static: false,
  },
};
