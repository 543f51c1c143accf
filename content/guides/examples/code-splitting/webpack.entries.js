import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

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
  plugins: [
    new HtmlWebpackPlugin({ title: 'Shop', filename: 'shop.html', chunks: ['shop'] }),
    new HtmlWebpackPlugin({ title: 'Cart', filename: 'cart.html', chunks: ['cart'] }),
  ],
};
