const path = require('path');

module.exports = {
  // Development mode keeps the output readable: a CSS module's class names say where they come from.
  // Try 'production': the CSS module's class name becomes a short hash.
  mode: 'development',
  // No source maps, which development mode otherwise adds with `eval`, so that main.js reads plainly.
  devtool: false,
  entry: './src/index.js',
  // webpack's own CSS support: no css-loader, no style-loader, no plugin to extract a file.
  // Its default, 'auto', also turns it on, unless a rule gives .css files a loader.
  experiments: {
    css: true,
  },
  output: {
    filename: 'main.js',
    // The entry's CSS is a file of its own, named like this (by default after `filename`: main.css).
    cssFilename: 'styles.css',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
