/** @type {import('webpack').Configuration} */
export default {
  entry: {
    admin: './src/admin.js',
  },
};
