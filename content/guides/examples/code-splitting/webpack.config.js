import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: {
    shop: './src/shop.js',
    cart: './src/cart.js',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  optimization: {
    splitChunks: {
      // split entry chunks too, not only chunks loaded with import()
      chunks: 'all',
      // the shared code of this demo is tiny; the production default is 20000 bytes
      minSize: 0,
    },
  },
  plugins: [
    new HtmlWebpackPlugin({ title: 'Shop', filename: 'shop.html', chunks: ['shop'] }),
    new HtmlWebpackPlugin({ title: 'Cart', filename: 'cart.html', chunks: ['cart'] }),
  ],
};
