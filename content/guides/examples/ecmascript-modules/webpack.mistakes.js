import path from 'node:path';

// One build, one entry per mistake. Development mode emits the files even when a module has errors.
export default {
  mode: 'development',
  devtool: false,
  target: 'node',
  entry: {
    'missing-extension': './src/mistakes/missing-extension.js',
    'missing-export': './src/mistakes/missing-export.js',
    'loose-missing-export': './src/vendor/missing-export.js',
    'import-in-commonjs': './src/legacy/uses-import.js',
    mixed: './src/vendor/mixed.js',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist-mistakes'),
    clean: true,
  },
};
