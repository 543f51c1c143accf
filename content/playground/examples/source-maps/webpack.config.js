const path = require('path');

module.exports = {
  mode: 'production',
  // main.js.map is written beside main.js, which ends with a comment naming it: a browser's developer
  // tools read it to show src/index.js and src/cart.js, as you wrote them, instead of the minified line.
  // Try 'hidden-source-map' (the same map, without the comment), 'inline-source-map' (the map inside
  // main.js as a data URL) or false (no map at all, the default in production).
  devtool: 'source-map',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
