import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.111',
  mode: 'production',
  entry: './src/5.111/index.js',
  // Until 5.111, this experiment also turned output.module on.
  experiments: { outputModule: true },
  output: {
    path: path.resolve(import.meta.dirname, 'dist/5.111'),
    clean: true,
  },
};
