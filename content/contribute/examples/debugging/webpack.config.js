import { fileURLToPath } from 'node:url';
import ModuleCountPlugin from './plugins/module-count-plugin.js';

export default {
  mode: 'production',
  module: {
    rules: [{ test: /\.txt$/, use: fileURLToPath(new URL('./loaders/price-list-loader.js', import.meta.url)) }],
  },
  plugins: [new ModuleCountPlugin()],
};
