const path = require('path');
const { ModuleFederationPlugin } = require('webpack').container;

// Two configurations in one file make two builds, as two projects would: the page (the host) first,
// then the container it loads a module from (the remote), each into a folder of its own.
module.exports = [
  {
    name: 'app',
    mode: 'production',
    entry: './src/app/index.js',
    output: {
      path: path.resolve(__dirname, 'dist/app'),
      publicPath: '/app/',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'app',
        // `import('shop/button')` loads ./button from the container at this URL, at run time.
        remotes: { shop: 'shop@/shop/remoteEntry.js' },
      }),
    ],
  },
  {
    name: 'shop',
    mode: 'production',
    // No entry of its own: the plugin adds the container's.
    entry: {},
    output: {
      path: path.resolve(__dirname, 'dist/shop'),
      publicPath: '/shop/',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shop',
        filename: 'remoteEntry.js',
        exposes: { './button': './src/shop/button.js' },
      }),
    ],
  },
];
