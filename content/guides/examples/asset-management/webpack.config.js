import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { parse as parseYaml } from 'yaml';
import { parseCsv } from './csv.js';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: 'main.js',
    clean: true,
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Asset Management' })],
  module: {
    rules: [
      {
        test: /\.css$/i,
        use: ['style-loader', 'css-loader'],
      },
      {
        test: /\.(png|jpe?g|gif|svg|webp)$/i,
        type: 'asset/resource',
      },
      {
        test: /\.(woff2?|ttf|otf)$/i,
        type: 'asset/resource',
      },
      {
        test: /\.csv$/i,
        type: 'json',
        parser: { parse: parseCsv },
      },
      {
        test: /\.ya?ml$/i,
        type: 'json',
        parser: { parse: parseYaml },
      },
    ],
  },
};
