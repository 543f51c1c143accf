import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: 'css',
  // 'none' keeps the printed CSS unminified
  mode: 'none',
  target: 'node',
  entry: './src/css/index.js',
  output: { filename: 'css.cjs' },
  // A rule below gives .css files a type, which would turn the 'auto' default off.
  experiments: { css: true },
  module: {
    parser: {
      // every CSS type: the default export is the processed CSS, so Node.js can print it
      css: { exportType: 'text' },
      // CSS Modules keep custom properties such as --brand-color global
      'css/auto': { dashedIdents: false },
    },
    generator: {
      'css/auto': {
        localIdentName: '[local]_[hash:4]',
        exportsConvention: 'camel-case-only',
      },
    },
    rules: [
      {
        // global CSS, with :local() around the names scripts need
        test: /widgets\.css$/i,
        type: 'css/global',
        generator: {
          localIdentName: ({ local, filename }) => `${path.basename(filename, '.css')}-${local}`,
        },
      },
      {
        // the server provides /images/, so leave url() as written
        test: /print\.css$/i,
        parser: { url: false },
      },
    ],
  },
};
