import path from 'node:path';
import webpack from 'webpack';

const here = import.meta.dirname;

export default (env = {}) => {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const label = new webpack.DefinePlugin({ BUILD_LABEL: JSON.stringify(env.label ?? mode) });

  const configs = [
    {
      name: 'web',
      mode,
      entry: './src/index.js',
      output: { path: path.resolve(here, 'dist/web'), clean: true },
      plugins: [label],
      devServer: { static: false },
    },
    {
      name: 'server',
      mode,
      target: 'node',
      entry: './src/server.js',
      output: { path: path.resolve(here, 'dist/server'), filename: 'server.cjs', clean: true },
      plugins: [label],
    },
  ];
  configs.parallelism = 1;
  return configs;
};
