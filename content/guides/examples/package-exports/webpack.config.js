import { resolve } from 'node:path';

const dist = (name) => resolve(import.meta.dirname, 'dist', name);

// Look for packages in ./packages before node_modules, the way Node.js looks in node_modules.
const base = {
  mode: 'production',
  entry: './src/index.js',
  resolve: { modules: ['packages', 'node_modules'] },
  optimization: { minimize: false },
};

/** @type {import('webpack').Configuration} */
export default [
  { ...base, name: 'web', target: 'web', output: { path: dist('web') } },
  { ...base, name: 'node', target: 'node', output: { path: dist('node') } },
  { ...base, name: 'dev', target: 'web', mode: 'development', devtool: false, output: { path: dist('dev') } },
  {
    ...base,
    name: 'custom',
    target: 'web',
    output: { path: dist('custom') },
    resolve: { ...base.resolve, conditionNames: ['my-condition', '...'] },
  },
];
