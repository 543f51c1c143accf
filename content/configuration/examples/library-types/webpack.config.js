// Every library type webpack 5.112.2 accepts, in the order of the reference tables.
const TYPES = [
  'var',
  'assign',
  'assign-properties',
  'this',
  'window',
  'self',
  'global',
  'commonjs',
  'commonjs2',
  'commonjs-module',
  'commonjs-static',
  'amd',
  'amd-require',
  'umd',
  'umd2',
  'system',
  'jsonp',
  'module',
  'modern-module',
];

// The types that require a name or use one here; the others are built without.
const NAMED = ['var', 'assign', 'assign-properties', 'this', 'window', 'self', 'global', 'commonjs', 'amd', 'umd', 'umd2', 'system', 'jsonp'];

/**
 * One build of src/index.js as a library of the given type.
 * @param {string} type
 * @param {boolean} moduleOutput also emit an ES module (output.module)
 * @returns {import('webpack').Configuration}
 */
const library = (type, moduleOutput) => ({
  name: moduleOutput ? `module-output/${type}` : type,
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: moduleOutput ? `module-output/${type}.js` : `${type}.js`,
    library: NAMED.includes(type) ? { type, name: 'MyLib' } : { type },
    ...(moduleOutput && { module: true }),
  },
  // Keep the emitted code readable: the wrappers are what this project shows.
  optimization: { minimize: false },
});

export default [
  ...TYPES.map((type) => library(type, false)),
  // The same libraries with output.module; the two module types turn it on by themselves.
  ...TYPES.filter((type) => type !== 'module' && type !== 'modern-module').map((type) => library(type, true)),
];
