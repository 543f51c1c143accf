import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

// The same two entries, built twice: once with css-loader and MiniCssExtractPlugin,
// once with webpack's built-in CSS support.
const entry = {
  theme: './src/theme.css',
  checkout: ['./src/checkout.js', './src/checkout.css'],
};
const output = (folder) => ({
  path: path.resolve(import.meta.dirname, 'dist', folder),
  filename: '[name].js',
  clean: true,
});

export default [
  {
    name: 'extract',
    mode: 'production',
    entry,
    output: output('extract'),
    module: {
      rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
    },
    plugins: [new MiniCssExtractPlugin()],
  },
  {
    name: 'native',
    mode: 'production',
    entry,
    output: output('native'),
    experiments: { css: true },
  },
];
