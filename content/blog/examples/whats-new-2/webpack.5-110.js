import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.110',
  mode: 'production',
  entry: './src/5.110/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist/5.110'),
    clean: true,
  },
  performance: {
    // List what the checks find without turning it into warnings.
    hints: 'stats',
    circularDependencies: true,
  },
};
