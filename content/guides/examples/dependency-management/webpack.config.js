import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  // The bundles run in Node.js, so you can try them in a terminal.
  target: 'node',
  entry: {
    greet: './src/greet.cjs',
    pages: './src/pages.js',
    catalog: './src/catalog.js',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    // .cjs: the bundles are CommonJS, and this package.json says "type": "module".
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    clean: true,
  },
  // Readable output: the generated code is part of what this guide looks at.
  optimization: { minimize: false },
};
