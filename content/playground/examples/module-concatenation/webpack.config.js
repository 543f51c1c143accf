const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  optimization: {
    // Production mode's default, written out to be changed. Try false: each module becomes a function
    // of its own in main.js, which grows, and the Stats tab lists the four modules one by one.
    concatenateModules: true,
  },
  stats: {
    // The Stats tab says why an optimization left a module out, under the module's line. Besides the
    // concatenation's reason, legacy-discount.js gets two more: why webpack cannot follow its exports
    // (CommonJS bailout), and why it counts as having side effects.
    optimizationBailout: true,
  },
};
