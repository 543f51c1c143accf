import path from 'node:path';
import webpack from 'webpack';

const legacy = (file) => path.resolve(import.meta.dirname, 'src/legacy', file);

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].chunk.js',
    clean: true,
  },
  module: {
    rules: [
      {
        // Turn the global it declares into an export other modules can import.
        test: legacy('price-format.js'),
        loader: 'exports-loader',
        options: { exports: 'formatPrice' },
      },
      {
        // Import what it expects as a global, and run it with `this` set to window.
        test: legacy('cart-badge.js'),
        loader: 'imports-loader',
        options: {
          imports: 'named ./price-format.js formatPrice',
          wrapper: 'window',
        },
      },
    ],
  },
  plugins: [
    // Any module that uses `$` without declaring it gets the `$` export of dom.js.
    new webpack.ProvidePlugin({
      $: [path.resolve(import.meta.dirname, 'src/lib/dom.js'), '$'],
    }),
  ],
};
