import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import config from './webpack.config.js';

export default {
  ...config,
  output: { ...config.output, module: true },
  plugins: [
    new HtmlWebpackPlugin({
      templateContent: readFileSync(new URL('./src/index.html', import.meta.url), 'utf8'),
      scriptLoading: 'module',
    }),
  ],
};
