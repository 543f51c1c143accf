import path from 'node:path';

// The same build, readable: development mode does not minify, and
// usedExports makes webpack mark the exports nothing imports.
export default {
  extends: path.resolve(import.meta.dirname, 'webpack.config.js'),
  mode: 'development',
  devtool: false,
  optimization: {
    usedExports: true,
  },
};
