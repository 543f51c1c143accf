import path from 'node:path';
import config from './webpack.config.js';

// Two builds in one run: a loader given a wrong option, and a loader that reports problems.
export default [
  {
    ...config,
    name: 'bad-options',
    output: { path: path.resolve(import.meta.dirname, 'dist-bad-options') },
    module: {
      rules: [{ test: /\.js$/, use: [{ loader: 'banner-loader', options: { txt: 'Greeter 1.0' } }] }],
    },
  },
  {
    ...config,
    name: 'problems',
    entry: './src/problems/index.js',
    output: { path: path.resolve(import.meta.dirname, 'dist-problems') },
    module: { rules: [{ test: /\.txt$/, use: ['include-loader'] }] },
  },
];
