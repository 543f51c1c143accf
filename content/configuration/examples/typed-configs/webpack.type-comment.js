/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  output: {
    filename: '[name].js',
    clen: true,
  },
};
