import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.109',
  mode: 'production',
  entry: './src/5.109/index.js',
  // No module.rules: since 5.109 webpack handles the CSS import itself.
  output: {
    path: path.resolve(import.meta.dirname, 'dist/5.109'),
    clean: true,
    // A page for the entry, with a title and a meta tag of our own.
    html: {
      title: 'Built by webpack',
      meta: { description: 'A page, a script and a stylesheet, with no loader and no plugin.' },
    },
  },
};
