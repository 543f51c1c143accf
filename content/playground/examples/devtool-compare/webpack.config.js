const path = require('path');

module.exports = {
  // Development: the mode where the choice of devtool matters most, for rebuild speed and debugging.
  mode: 'development',
  // Each module in main.js is a string run by eval(), ending with its own source map as a data URL.
  // Pick another devtool in the bar of command-line flags (it overrides this line, as
  // `npx webpack --devtool <value>` would) and compare the files, their sizes and how main.js ends:
  // - eval: the same eval() strings, each ending with a sourceURL comment only: no map at all.
  // - eval-cheap-module-source-map: eval() with maps that know lines but not columns.
  // - source-map: plain code in main.js, and main.js.map beside it, named by main.js's last line.
  // - inline-source-map: that map inside main.js as a data URL, the largest main.js of all.
  // - hidden-source-map: main.js.map without the comment that names it: browsers do not load it.
  // - nosources-source-map: a map of positions only, without your code (no "sourcesContent").
  // - false (--no-devtool): no map and no eval(). Remove this line for development's default, 'eval'.
  devtool: 'eval-source-map',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
