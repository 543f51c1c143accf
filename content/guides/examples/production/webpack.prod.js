import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';

export default {
  extends: path.resolve(import.meta.dirname, 'webpack.common.js'),
  mode: 'production',
  devtool: 'source-map',
  output: {
    filename: '[name].[contenthash].js',
  },
  module: {
    rules: [
      // Write the CSS to its own file instead of shipping it inside the JavaScript.
      { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash].css' }),
  ],
  optimization: {
    minimizer: [
      // '...' keeps webpack's default JavaScript minimizer.
      '...',
      // Minify the extracted CSS with esbuild.
      new TerserPlugin({ test: /\.css$/i, minify: TerserPlugin.esbuildMinifyCss }),
    ],
  },
};
