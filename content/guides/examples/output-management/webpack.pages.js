import path from 'node:path';

export default {
  mode: 'production',
  entry: {
    app: './src/app.js',
    clock: {
      import: './src/clock.js',
      html: { title: 'Clock' },
    },
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].[contenthash].js',
    htmlFilename: '[name].html',
    clean: true,
    html: {
      title: 'Build dashboard',
      meta: { charset: 'utf-8', viewport: 'width=device-width, initial-scale=1' },
    },
  },
};
