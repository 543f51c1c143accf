import config from './webpack.config.js';

// Same build, but esbuild only removes the types: run `npm run typecheck` to check them.
export default {
  ...config,
  module: {
    rules: [
      {
        test: /\.ts$/i,
        loader: 'esbuild-loader',
        exclude: /node_modules/,
      },
      {
        test: /\.png$/i,
        type: 'asset/resource',
      },
    ],
  },
};
