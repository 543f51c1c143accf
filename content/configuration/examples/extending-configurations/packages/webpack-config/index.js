import webpack from 'webpack';

/**
 * Acme's shared settings. webpack-cli calls this function with the same `env` and `argv` as the
 * project's own configuration, so `--env production` selects the production settings here too.
 * @type {(env: Record<string, unknown>) => import('webpack').Configuration}
 */
export default (env) => ({
  mode: env.production ? 'production' : 'development',
  devtool: env.production ? 'source-map' : 'eval-source-map',
  module: {
    rules: [{ test: /\.txt$/, type: 'asset/source' }],
  },
  plugins: [new webpack.BannerPlugin({ banner: 'Built with @acme/webpack-config' })],
});
