import path from 'node:path';

// A value the build reads from the environment: webpack cannot see where it came from.
const release = process.env.RELEASE ?? 'local';

export default (env) => ({
  mode: 'development',
  devtool: false,
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      {
        test: /\.js$/,
        include: path.resolve(import.meta.dirname, 'src'),
        loader: path.resolve(import.meta.dirname, 'loaders/release-loader.js'),
        options: { release },
      },
    ],
  },
  cache: {
    type: 'filesystem',
    // One cache for one-off builds, another for the dev server, side by side.
    name: env.WEBPACK_SERVE ? 'serve' : 'build',
    buildDependencies: {
      // This file and every module it imports.
      config: [import.meta.filename],
    },
    // Everything else that changes the output and is not a file webpack tracks.
    version: release,
  },
  experiments: {
    // Only while webpack-cli serves or watches: never for a build you ship.
    lazyCompilation: Boolean(env.WEBPACK_SERVE || env.WEBPACK_WATCH),
  },
  devServer: {
    // Serves public/index.html, which loads /main.js from memory.
    static: path.resolve(import.meta.dirname, 'public'),
    port: 8080,
  },
});
