import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// No loader for .ts files: webpack strips the types itself, with module.stripTypeScriptTypes from Node.js.
export default {
  mode: 'production',
  entry: './src/index.ts',
  devtool: 'source-map',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: 'main.js',
    clean: true,
  },
  experiments: {
    typescript: true,
  },
  module: {
    rules: [
      {
        test: /\.png$/i,
        type: 'asset/resource',
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ title: 'TypeScript demo' })],
};
