import { InjectManifest } from 'workbox-webpack-plugin';
import config from './webpack.config.js';

export default {
  ...config,
  plugins: [
    config.plugins[0],
    new InjectManifest({
      swSrc: './src/service-worker.js',
    }),
  ],
};
