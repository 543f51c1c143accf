const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    // Where `asset/resource` files go, and how they are named. The default is `[hash][ext][query][fragment]`.
    assetModuleFilename: 'images/[name].[contenthash:8][ext]',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      // Always a file of its own in dist/: the import gives its URL.
      { test: /\.svg$/i, include: path.resolve(__dirname, 'src/files'), type: 'asset/resource' },
      // Never a file: the import gives a `data:` URL, so the bytes travel inside main.js.
      { test: /\.svg$/i, include: path.resolve(__dirname, 'src/inline'), type: 'asset/inline' },
      // webpack chooses per file: a data URL under `maxSize` bytes (8096 when not set), a file above it.
      // Try 2000: large.svg is inlined too, and logo.svg is the only file left in images/.
      {
        test: /\.svg$/i,
        include: path.resolve(__dirname, 'src/by-size'),
        type: 'asset',
        parser: { dataUrlCondition: { maxSize: 512 } },
      },
      // The file's text itself, as a string; nothing is emitted.
      { test: /\.txt$/i, type: 'asset/source' },
    ],
  },
};
