import path from 'node:path';

export default {
  mode: 'production',
  target: 'node',
  entry: {
    app: ['./src/polyfills.js', './src/app.js'],
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist/app'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  optimization: { minimize: false },
};
