import path from 'node:path';

const shared = {
  mode: 'production',
  entry: './src/index.js',
  optimization: { minimize: false },
};

/** @type {import('webpack').Configuration} */
export default [
  {
    ...shared,
    name: 'esm',
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'index.js',
      module: true,
      library: { type: 'module' },
    },
    externals: { minisearch: 'minisearch' },
  },
  {
    ...shared,
    name: 'cjs',
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'index.cjs',
      library: { type: 'commonjs-static' },
    },
    externals: { minisearch: 'minisearch' },
  },
  {
    ...shared,
    name: 'umd',
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'doc-search-kit.umd.js',
      library: { name: 'DocSearch', type: 'umd', export: 'DocSearch' },
    },
    externals: {
      minisearch: { root: 'MiniSearch', commonjs: 'minisearch', commonjs2: 'minisearch', amd: 'minisearch' },
    },
    optimization: { minimize: true },
  },
];
