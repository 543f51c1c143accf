/** @type {import('webpack').Configuration} */
export default {
  name: 'parser-javascript',
  mode: 'none',
  target: 'node',
  entry: './src/parser-javascript/index.js',
  output: { filename: 'parser-javascript.cjs' },
  module: {
    parser: {
      // bundle the module that an addModule() call of a worklet loads
      javascript: { worklet: true },
    },
    rules: [
      // set on the imported module, not on the importer
      { test: /spec\.js$/, parser: { specNamespaceObject: true } },
      // a script for a <script> tag: its top-level `this` is the global object
      { test: /global\.cjs$/, parser: { topLevelThis: 'global' } },
    ],
  },
};
