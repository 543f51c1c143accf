import path from 'node:path';

const src = path.resolve(import.meta.dirname, 'src/resolve');

/** @type {import('webpack').Configuration} */
export default {
  name: 'resolve',
  mode: 'none',
  target: 'node',
  entry: './src/resolve/index.js',
  output: { filename: 'resolve.cjs' },
  resolve: {
    alias: {
      theme: path.join(src, 'themes/light.js'),
      '@shared': path.join(src, 'shared'),
    },
  },
  module: {
    rules: [
      {
        // requests made from the widgets get the dark theme; @shared still works there
        include: path.join(src, 'widgets'),
        resolve: {
          alias: { theme: path.join(src, 'themes/dark.js') },
        },
      },
    ],
  },
};
