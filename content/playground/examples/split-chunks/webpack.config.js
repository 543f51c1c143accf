const path = require('path');

module.exports = {
  mode: 'production',
  // Two pages, each with its own entry. Both use src/shared.js and the package tiny-format.
  entry: {
    home: './src/home.js',
    about: './src/about.js',
  },
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  optimization: {
    splitChunks: {
      // Look at the entries' own chunks too, not only those of import() (the default, 'async').
      chunks: 'all',
      // These modules are tiny. By default a new chunk must reach 20000 bytes in production (10000 in
      // development), so nothing would be split; try removing this line.
      minSize: 0,
      cacheGroups: {
        // Everything from node_modules/ goes to vendor.js: libraries change less often than the app.
        vendor: {
          test: /[\\/]node_modules[\\/]/,
          name: 'vendor',
          // tiny-format is shared by both entries, so `common` wants it too: the higher priority wins.
          priority: 10,
        },
        // Any other module two entries use goes to common.js. Try removing `name`: the chunk is then
        // named by its id. webpack's own groups, `defaultVendors` and `default`, stay unless set to false.
        common: {
          minChunks: 2,
          name: 'common',
        },
      },
    },
  },
};
