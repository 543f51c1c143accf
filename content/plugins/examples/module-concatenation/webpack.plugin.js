import webpack from 'webpack';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'development',
  entry: {
    main: './src/index.js',
    admin: './src/admin.js',
  },
  output: {
    clean: true,
  },
  // optimization.concatenateModules stays false, its development default
  plugins: [new webpack.optimize.ModuleConcatenationPlugin()],
};
