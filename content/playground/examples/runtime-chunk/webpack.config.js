const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    // Each file is named by a hash of its content, so a browser may cache it for good:
    // a file that changes gets a new name.
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  optimization: {
    // webpack's runtime (the code that loads chunks, and the list of their file names) goes to a
    // file of its own, runtime.<hash>.js, instead of into main.js.
    // Change the text in src/help.js and build again: help's and runtime's names change, main's does not.
    // Then remove this line and do the same: main's name changes too, as it holds the list of names.
    runtimeChunk: 'single',
  },
};
