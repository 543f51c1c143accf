import path from 'node:path';

// Three ways to get the relationships between entries wrong, built side by side.
const base = (name) => ({
  name,
  mode: 'production',
  output: { path: path.resolve(import.meta.dirname, 'dist/mistakes', name) },
  stats: 'errors-warnings',
});

export default [
  {
    ...base('cycle'),
    entry: {
      core: { import: './src/chain/core.js', dependOn: 'page' },
      ui: { import: './src/chain/ui.js', dependOn: 'core' },
      page: { import: './src/chain/page.js', dependOn: 'ui' },
    },
  },
  {
    ...base('both'),
    entry: {
      core: './src/chain/core.js',
      ui: { import: './src/chain/ui.js', dependOn: 'core', runtime: 'ui-runtime' },
    },
  },
  {
    ...base('entry-as-runtime'),
    entry: {
      core: './src/chain/core.js',
      ui: { import: './src/chain/ui.js', runtime: 'core' },
    },
  },
];
