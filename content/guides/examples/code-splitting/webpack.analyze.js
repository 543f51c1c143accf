import path from 'node:path';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import config from './webpack.config.js';

export default {
  ...config,
  plugins: [
    ...config.plugins,
    new BundleAnalyzerPlugin({
      analyzerMode: 'static',
      reportFilename: path.resolve(import.meta.dirname, 'reports/bundles.html'),
      openAnalyzer: false,
    }),
  ],
};
