const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'temperature.js',
    library: {
      // The entry's exports become the library: `temperature.toFahrenheit(20)` for a page that loads
      // the file with a <script> tag, or `require('./temperature.js')` in Node, or an AMD `define`.
      name: 'temperature',
      // Try 'var' (a global variable only), 'commonjs2' (module.exports only) or 'window', and compare
      // how temperature.js begins.
      type: 'umd',
    },
    // The object the global `temperature` is set on. The default for the web, `self`, does not exist in Node.
    globalObject: 'globalThis',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
