import path from 'node:path';
import webpack from 'webpack';

// webpack-cli calls this function with the --env values (env)
// and every other command-line option (argv).
export default (env, argv) => {
  const production = argv.mode === 'production';

  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.js',
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'main.js',
      clean: true,
    },
    // Load .env files; expose the variables whose names start with WEBPACK_.
    dotenv: true,
    plugins: [
      // Each value is inserted as code, so strings go through JSON.stringify.
      new webpack.DefinePlugin({
        __API_URL__: JSON.stringify(env.api?.url ?? 'http://localhost:3000'),
        __RELEASE__: JSON.stringify(env.release ?? 'local'),
        __BETA__: JSON.stringify(env.beta === true),
      }),
      // Copy COMMIT_SHA from the shell that runs webpack, or use the default.
      new webpack.EnvironmentPlugin({ COMMIT_SHA: 'unknown' }),
    ],
  };
};
