/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: {
    main: './src/index.js',
    admin: './src/admin.js',
  },
  output: {
    clean: true,
  },
  optimization: {
    // readable output: each concatenated module starts with a comment naming it
    minimize: false,
  },
};
