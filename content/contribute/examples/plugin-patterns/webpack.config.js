import path from 'node:path';
import { ChangedChunksPlugin } from './plugins/ChangedChunksPlugin.js';
import { LocalesPlugin } from './plugins/LocalesPlugin.js';
import { ModuleReportPlugin } from './plugins/ModuleReportPlugin.js';

export default {
  mode: 'development',
  devtool: false,
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].chunk.js',
    clean: true,
  },
  plugins: [new ModuleReportPlugin(), new LocalesPlugin(), new ChangedChunksPlugin()],
};
