import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    clean: true,
    // Chunk URLs go through a Trusted Types policy of this name.
    trustedTypes: { policyName: 'csp-demo' },
  },
  module: {
    rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
  },
  plugins: [
    // The template writes the script tags itself, each with the nonce placeholder.
    new HtmlWebpackPlugin({ template: './src/index.html', inject: false }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
  ],
};
