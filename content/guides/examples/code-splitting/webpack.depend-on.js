import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  mode: 'production',
  entry: {
    shared: ['./src/shared/money.js', './src/shared/products.js'],
    shop: { import: './src/shop.js', dependOn: 'shared' },
    cart: { import: './src/cart.js', dependOn: 'shared' },
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({ title: 'Shop', filename: 'shop.html', chunks: ['shared', 'shop'] }),
    new HtmlWebpackPlugin({ title: 'Cart', filename: 'cart.html', chunks: ['shared', 'cart'] }),
  ],
};
