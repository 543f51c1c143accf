import path from 'node:path';

/** @type {import('webpack').Configuration} */
export default {
  name: '5.112',
  mode: 'production',
  // One entry made of two modules.
  entry: ['./src/5.112/math.js', './src/5.112/strings.js'],
  output: {
    path: path.resolve(import.meta.dirname, 'dist/5.112'),
    clean: true,
    filename: 'toolkit.mjs',
    // Expose the exports of both modules, not only those of the last one.
    library: { type: 'module', entryExports: 'all' },
    copy: 'src/5.112/settings.json',
  },
  optimization: {
    // Minimize .json assets too, like the JavaScript.
    minimizeOptions: { json: true },
  },
};
