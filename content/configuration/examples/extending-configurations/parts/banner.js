import webpack from 'webpack';

/** @type {import('webpack').Configuration} */
export default {
  plugins: [new webpack.BannerPlugin({ banner: 'Example Corp. Licensed under the MIT license.' })],
};
