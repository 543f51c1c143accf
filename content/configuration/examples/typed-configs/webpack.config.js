import webpack from 'webpack';

export default webpack.defineConfig((env, argv) => ({
  mode: argv.mode ?? 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
}));
