import { resolve } from 'node:path';

// One import graph, built with four splitChunks settings: `npx webpack --config-name <name>`.
const scenario = (name, splitChunks) => ({
  name,
  mode: 'production',
  entry: { home: './src/home.js', admin: './src/admin.js' },
  output: { path: resolve(import.meta.dirname, 'dist', name), clean: true },
  // Packages are looked up in ./vendor first, the way Node.js looks in node_modules.
  resolve: { modules: ['vendor', 'node_modules'] },
  // Readable files; splitting happens before minimizing, so this changes no chunk.
  optimization: { minimize: false, ...(splitChunks && { splitChunks }) },
  stats: { preset: 'none', chunks: true, chunkModules: true, chunkRelations: false },
});

/** @type {import('webpack').Configuration[]} */
export default [
  scenario('defaults'),
  scenario('all', { chunks: 'all' }),
  scenario('groups', {
    chunks: 'all',
    cacheGroups: {
      vendors: {
        test: /[\\/]vendor[\\/]/,
        name: 'vendors',
        priority: 10,
      },
      common: {
        minChunks: 2,
        minSize: 0,
        reuseExistingChunk: true,
      },
    },
  }),
  scenario('small', { chunks: 'all', minSize: 0 }),
];
