import ShowOptionsPlugin from './show-options-plugin.js';

/** @type {import('webpack').Configuration} */
export default {
  // The file that the package name leads to, as a file: URL; webpack-cli loads such URLs.
  extends: import.meta.resolve('@acme/webpack-config'),
  entry: {
    main: './src/index.js',
  },
  plugins: [new ShowOptionsPlugin()],
};
