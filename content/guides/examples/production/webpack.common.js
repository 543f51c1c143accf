import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// Settings both builds share. webpack.dev.js and webpack.prod.js extend this file.
export default {
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({ title: 'Price list' }),
  ],
};
