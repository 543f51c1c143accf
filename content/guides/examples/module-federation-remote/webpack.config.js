import path from 'node:path';
import webpack from 'webpack';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  // No page of its own: this build only serves modules to other builds.
  entry: {},
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  resolve: {
    alias: {
      // tiny-bus is not published: it lives in packages/ beside the code.
      'tiny-bus': path.resolve(import.meta.dirname, 'packages/tiny-bus'),
    },
  },
  plugins: [
    new webpack.container.ModuleFederationPlugin({
      name: 'cart',
      filename: 'remoteEntry.js',
      exposes: {
        './AddToCart': './src/add-to-cart.js',
      },
      shared: {
        'tiny-bus': { singleton: true, requiredVersion: '^1.4.0' },
      },
    }),
  ],
};
