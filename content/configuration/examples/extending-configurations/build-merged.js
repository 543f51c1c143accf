import webpack from 'webpack';
import { merge } from 'webpack-merge';
import common from './webpack.common.js';
import production from './webpack.prod.js';

// What webpack-cli does for `extends`: the extended file first, the extending file on top.
const config = merge(common, production);

webpack(config, (error, stats) => {
  if (error) throw error;
  console.log(stats.toString({ preset: 'errors-warnings' }));
  if (stats.hasErrors()) process.exitCode = 1;
});
