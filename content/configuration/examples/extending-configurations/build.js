import webpack from 'webpack';
import config from './webpack.prod.js';

// webpack() accepts the `extends` of webpack.prod.js, and does nothing with it.
webpack(config, (error, stats) => {
  if (error) throw error;
  console.log(stats.toString({ preset: 'errors-warnings' }));
  if (stats.hasErrors()) process.exitCode = 1;
});
