import { resolve } from 'node:path';
import webpack from 'webpack';

// defineConfig returns its argument: it only gives editors the configuration's type.
export default webpack.defineConfig({
  name: '5.108',
  mode: 'production',
  entry: { main: './src/5.108/index.js' },
  output: {
    path: resolve(import.meta.dirname, 'dist/5.108'),
    clean: true,
    // A hash in base62, 8 characters long.
    filename: '[name].[contenthash:base62:8].js',
    // One HTML page per entry point, with its scripts.
    html: true,
    htmlFilename: '[name].html',
  },
  // Needed in 5.108; webpack 5.109 and later turn HTML support on by themselves.
  experiments: { html: true },
});
