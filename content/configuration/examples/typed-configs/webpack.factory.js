/** @type {import('webpack').ConfigurationFactory} */
export default (env, argv) => ({
  mode: argv.mode ?? 'production',
  output: {
    filename: '[name].js',
    clen: true,
  },
});
