import config from './webpack.config.js';

export default {
  ...config,
  output: {
    ...config.output,
    publicPath: 'https://cdn.example.com/assets/',
    workerPublicPath: '/assets/',
  },
};
