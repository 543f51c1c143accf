/** @type {import('webpack').Configuration} */
export default {
  mode: 'development',
  context: import.meta.dirname,
  entry: './src/index.js',
};
