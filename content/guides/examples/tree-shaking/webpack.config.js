import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: 'main.js',
    clean: true,
  },
  resolve: {
    alias: {
      // Resolve `ui` to the local package, as if it were installed in node_modules.
      ui: path.resolve(import.meta.dirname, 'packages/ui'),
    },
  },
};
