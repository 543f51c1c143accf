const path = require('path');

module.exports = {
  mode: 'development',
  devtool: false,
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
  },
  module: {
    rules: [
      {
        test: /\.txt$/,
        // The project's own loader, named by its path, with an option it checks against its schema.
        use: [{ loader: path.resolve(__dirname, 'loaders/messages-loader.js'), options: { prefix: '» ' } }],
      },
    ],
  },
};
