import { resolve } from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.106',
  mode: 'production',
  entry: './src/5.106/index.cjs',
  output: { path: resolve(import.meta.dirname, 'dist/5.106'), clean: true },
  experiments: { css: true },
  module: {
    parser: {
      // Bundle the CSS into the JavaScript, which puts it into a <style> element.
      css: { exportType: 'style' },
    },
  },
};
