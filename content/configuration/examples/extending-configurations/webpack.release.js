import path from 'node:path';

const here = (file) => path.resolve(import.meta.dirname, file);

/** @type {import('webpack').Configuration} */
export default {
  extends: [here('webpack.prod.js'), here('parts/admin.js'), here('parts/banner.js')],
  // Source maps for the error tracker, without a comment in the bundles that points to them.
  devtool: 'hidden-source-map',
};
