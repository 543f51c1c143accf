import { resolve } from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.105',
  mode: 'production',
  entry: './src/5.105/index.js',
  output: { path: resolve(import.meta.dirname, 'dist/5.105'), clean: true },
  resolve: {
    // Use the "paths" of the nearest tsconfig.json, found from the importing file up.
    tsconfig: true,
  },
  module: {
    parser: {
      // A missing export is an error, not a warning.
      javascript: { exportsPresence: 'error' },
    },
  },
};
