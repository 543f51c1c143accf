import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * SVG is text, so it does not need base64. Put it on one line, use single
 * quotes, and percent-encode only the characters that would break the URL.
 */
function svgToDataUrl(content) {
  const svg = content
    .toString('utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim()
    .replaceAll('"', "'")
    .replace(/[%#<>]/g, encodeURIComponent);
  return `data:image/svg+xml,${svg}`;
}

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: 'main.js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Asset Modules' })],
  module: {
    rules: [
      {
        test: /\.woff2$/i,
        type: 'asset/resource',
        generator: { filename: 'fonts/[name][ext]' },
      },
      {
        test: /\.svg$/i,
        type: 'asset/inline',
        generator: { dataUrl: svgToDataUrl },
      },
      {
        test: /\.txt$/i,
        type: 'asset/source',
      },
      {
        test: /\.png$/i,
        type: 'asset',
      },
    ],
  },
};
