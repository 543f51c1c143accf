import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

// `npx webpack --env cart=<url>` points the shop at another deployment of the cart;
// `--env strict` turns a version mismatch of tiny-bus into an error.
export default ({ cart = 'http://localhost:3001/remoteEntry.js', strict = false }) => ({
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  resolve: {
    alias: {
      'tiny-bus': path.resolve(import.meta.dirname, 'packages/tiny-bus'),
    },
  },
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html' }),
    new webpack.container.ModuleFederationPlugin({
      remotes: {
        cart: `cart@${cart}`,
      },
      shared: {
        'tiny-bus': { singleton: true, requiredVersion: '^1.2.0', strictVersion: strict },
      },
    }),
  ],
});
