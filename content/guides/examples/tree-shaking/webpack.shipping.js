import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  extends: path.resolve(import.meta.dirname, 'webpack.config.js'),
  entry: './src/shipping.js',
  output: {
    filename: 'shipping.js',
  },
  resolve: {
    alias: {
      badge: path.resolve(import.meta.dirname, 'packages/badge'),
    },
  },
  module: {
    parser: {
      javascript: {
        // createFormatter in src/format.js has no annotation; treat its calls as pure.
        pureFunctions: ['createFormatter'],
      },
    },
  },
};
