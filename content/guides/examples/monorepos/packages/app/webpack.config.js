import path from 'node:path';

export default (env) => {
  const variant = env['one-copy'] ? 'one-copy' : env['link-paths'] ? 'link-paths' : 'default';
  return {
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
          exclude: /node_modules/,
          use: path.resolve(import.meta.dirname, 'loaders/strip-debug.js'),
        },
      ],
    },
    resolve: {
      symlinks: variant !== 'link-paths',
      alias:
        variant === 'one-copy'
          ? { 'id-counter$': path.resolve(import.meta.dirname, '../../node_modules/id-counter') }
          : {},
    },
    cache: {
      type: 'filesystem',
      name: variant,
      buildDependencies: { config: [import.meta.filename] },
    },
  };
};
