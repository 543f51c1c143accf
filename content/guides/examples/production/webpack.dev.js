import path from 'node:path';

export default {
  extends: path.resolve(import.meta.dirname, 'webpack.common.js'),
  mode: 'development',
  devtool: 'eval-cheap-module-source-map',
  module: {
    rules: [
      // Inject styles with a <style> tag: fast to rebuild, nothing to extract.
      { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
    ],
  },
};
