import path from 'node:path';

/**
 * One build of the small app in src/, written to dist/public-path/<name>/.
 * @param {string} name
 * @param {import('webpack').Configuration['output']} output
 * @param {import('webpack').Configuration} [more]
 * @returns {import('webpack').Configuration}
 */
const app = (name, output, more = {}) => ({
  name,
  mode: 'production',
  entry: './src/app.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist/public-path', name),
    filename: 'js/[name].js',
    chunkFilename: 'js/[name].js',
    assetModuleFilename: 'images/[name][ext]',
    ...output,
  },
  module: {
    rules: [{ test: /\.svg$/, type: 'asset/resource' }],
  },
  optimization: { minimize: false },
  ...more,
});

const node = { target: 'node', entry: './src/server.js' };
const cjs = { filename: 'js/[name].cjs', chunkFilename: 'js/[name].cjs' };

export default [
  // no publicPath: 'auto', the default of the web target
  app('auto', {}),
  app('empty', { publicPath: '' }),
  app('docs', { publicPath: '/docs/' }),
  app('docs-no-slash', { publicPath: '/docs' }),
  app('root', { publicPath: '/' }),
  app('cdn', { publicPath: 'https://cdn.example.com/app/' }),
  app('module', { module: true }),
  // src/app-runtime.js sets __webpack_public_path__ before the app runs
  app('runtime', {}, { entry: './src/app-runtime.js' }),
  app('runtime-module', { module: true }, { entry: './src/app-runtime.js' }),
  app('runtime-module-empty', { module: true, publicPath: '' }, { entry: './src/app-runtime.js' }),
  // Node.js: the default is '', and 'auto' has nothing to find
  app('node', cjs, node),
  app('node-auto', { ...cjs, publicPath: 'auto' }, node),
];
