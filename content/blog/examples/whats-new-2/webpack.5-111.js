import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.111',
  mode: 'production',
  entry: './src/5.111/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist/5.111'),
    clean: true,
    // ES module output, with no experiment to enable first.
    module: true,
    // Everything in public/ goes into the output folder as it is.
    copy: 'public',
  },
};
