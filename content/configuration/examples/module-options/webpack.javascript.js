/** @type {import('webpack').Configuration} */
export default {
  name: 'javascript',
  mode: 'none',
  target: 'node',
  entry: './src/javascript/index.js',
  output: { filename: 'javascript.cjs' },
  module: {
    rules: [
      // CommonJS is sloppy unless it says 'use strict'; this file runs strict anyway
      { test: /forced\.cjs$/, parser: { overrideStrict: 'strict' } },
      // an ES module is always strict; this one was written for a classic script
      { test: /tally\.js$/, parser: { overrideStrict: 'non-strict' } },
    ],
  },
};
