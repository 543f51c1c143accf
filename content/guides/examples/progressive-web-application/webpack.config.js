import HtmlWebpackPlugin from 'html-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  output: {
    filename: '[name].[contenthash:8].js',
    clean: true,
    // manifest.json and the icon, copied as they are
    copy: 'public',
  },
  plugins: [
    new HtmlWebpackPlugin({ template: 'src/index.html' }),
    new GenerateSW({
      // take control of the page that registered the worker, without a reload
      clientsClaim: true,
      // delete precaches left behind by older versions of Workbox
      cleanupOutdatedCaches: true,
    }),
  ],
};
