const path = require('path');

// A function, as webpack-cli accepts: it is called with the command line's `env` and arguments.
module.exports = (env, argv) => ({
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
});
