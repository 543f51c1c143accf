import path from 'node:path';

export default {
  mode: 'development',
  target: 'node',
  devtool: 'source-map',
  entry: './src/index.js',
  output: { path: path.resolve(import.meta.dirname, 'dist'), clean: true },
  // Loader names are looked up in node_modules first, then in our own folder.
  resolveLoader: { modules: ['node_modules', path.resolve(import.meta.dirname, 'loaders')] },
  module: {
    rules: [
      {
        test: /\.js$/,
        include: path.resolve(import.meta.dirname, 'src'),
        use: [{ loader: 'banner-loader', options: { text: 'Greeter 1.0, MIT licence' } }],
      },
      { test: /\.txt$/, include: path.resolve(import.meta.dirname, 'src/text'), use: ['include-loader'] },
      { test: /\.png$/, use: [path.resolve(import.meta.dirname, 'loaders/bytes-loader.js')] },
      { test: /order\.txt$/, type: 'asset/source', use: ['trace-loader?name=a', 'trace-loader?name=b', 'trace-loader?name=c'] },
      { test: /stop\.txt$/, type: 'asset/source', use: ['trace-loader?name=a', 'trace-loader?name=b&stop=yes', 'trace-loader?name=c'] },
    ],
  },
};
