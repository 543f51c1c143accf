import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const shared = {
  mode: 'production',
  experiments: {
    asyncWebAssembly: true,
  },
};

/** @type {import('webpack').Configuration} */
export default [
  {
    ...shared,
    name: 'browser',
    target: 'web',
    entry: './src/browser.js',
    output: {
      path: path.resolve(import.meta.dirname, 'dist/browser'),
      webassemblyModuleFilename: 'wasm/[hash:8].wasm',
    },
    plugins: [new HtmlWebpackPlugin({ title: 'WebAssembly' })],
  },
  {
    ...shared,
    name: 'node',
    target: 'node',
    entry: './src/node.js',
    output: {
      path: path.resolve(import.meta.dirname, 'dist/node'),
      module: true,
    },
  },
];
