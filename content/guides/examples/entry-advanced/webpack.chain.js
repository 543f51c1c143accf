import path from 'node:path';

export default {
  mode: 'production',
  entry: {
    core: './src/chain/core.js',
    ui: { import: './src/chain/ui.js', dependOn: 'core' },
    page: { import: './src/chain/page.js', dependOn: 'ui', filename: 'pages/[name].js' },
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist/chain'),
    filename: '[name].js',
    clean: true,
  },
  // Print each chunk with the modules it contains.
  stats: { chunks: true, chunkModules: true, dependentModules: true, runtimeModules: false, modules: false },
};
