const path = require('path');
const { ModuleFederationPlugin } = require('webpack').container;

module.exports = {
  mode: 'production',
  // No entry of its own: this build is only a container, and the plugin adds the container's entry.
  entry: {},
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new ModuleFederationPlugin({
      // The global variable remoteEntry.js sets: another build finds the container under this name.
      name: 'shop',
      // The container's entry file. It holds no exposed code, only how to load it.
      filename: 'remoteEntry.js',
      // What other builds may load from this one, by the name they ask for. Each exposed module is a
      // chunk of its own, loaded on demand: here button.js, named by `name`.
      // Try adding `'./price': './src/price.js'`: price.js gets a chunk of its own, and button.js keeps a copy of it.
      exposes: {
        './button': { import: './src/button.js', name: 'button' },
      },
    }),
  ],
};
