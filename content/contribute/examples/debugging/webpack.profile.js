import webpack from 'webpack';
import config from './webpack.config.js';

export default {
  ...config,
  plugins: [
    ...config.plugins,
    new webpack.debug.ProfilingPlugin({
      outputPath: new URL('./profiling/events.json', import.meta.url).href,
    }),
  ],
};
