import path from 'node:path';

const output = (folder) => ({
  path: path.resolve(import.meta.dirname, 'dist', folder),
  filename: '[name].js',
  clean: true,
});

export default [
  {
    // Three independent entries: each file carries its own runtime.
    name: 'separate',
    mode: 'production',
    entry: {
      header: './src/header.js',
      basket: './src/basket.js',
      widget: './src/widget.js',
    },
    output: output('separate'),
  },
  {
    // header and basket run on the same page and share one runtime;
    // widget keeps its own.
    name: 'per-entry',
    mode: 'production',
    entry: {
      header: { import: './src/header.js', runtime: 'page-runtime' },
      basket: { import: './src/basket.js', runtime: 'page-runtime' },
      widget: './src/widget.js',
    },
    output: output('per-entry'),
  },
  {
    // Every entry without its own runtime setting gets the one runtime chunk.
    name: 'runtime-chunk',
    mode: 'production',
    entry: {
      header: './src/header.js',
      basket: './src/basket.js',
      widget: { import: './src/widget.js', runtime: false },
    },
    output: output('runtime-chunk'),
    optimization: { runtimeChunk: 'single' },
  },
];
