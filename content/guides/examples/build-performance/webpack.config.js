import path from 'node:path';

export default (env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.js',
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'main.js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    cache: {
      type: 'filesystem',
      buildDependencies: {
        // Throw the cache away when this file or anything it imports changes.
        config: [import.meta.filename],
      },
      // Bump by hand to throw the cache away for any other reason.
      version: '1',
    },
    module: {
      rules: [
        {
          test: /\.js$/,
          include: path.resolve(import.meta.dirname, 'src'),
          use: [
            ...(env.threads ? ['thread-loader'] : []),
            { loader: 'babel-loader', options: { presets: [['@babel/preset-env', { targets: 'defaults' }]] } },
          ],
        },
      ],
    },
    resolve: {
      extensions: ['.js', '.json'],
      symlinks: false,
    },
  };
};
