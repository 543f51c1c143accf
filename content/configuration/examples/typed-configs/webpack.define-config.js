import webpack from 'webpack';

export default webpack.defineConfig({
  mode: 'production',
  output: {
    filename: '[name].js',
    clen: true,
  },
});
