/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  // The bundle is run with Node.js; webpack's own rules for module types are the same for every target.
  target: 'node',
  entry: './src/index.js',
  output: {
    clean: true,
  },
};
