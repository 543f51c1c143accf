import { relative, resolve } from 'node:path';

// Notes each call with the arguments webpack passed, and prints them once the build is done, sorted:
// webpack meets the modules in the order their files finished loading, which can change from run to run.
const calls = { test: new Set(), name: new Map(), filename: new Set() };
const short = (module) => relative(import.meta.dirname, module.nameForCondition() ?? module.identifier());
const sorted = (set) => [...set].sort();
const printCalls = {
  apply(compiler) {
    compiler.hooks.done.tap('PrintCalls', () => {
      for (const line of sorted(calls.test)) console.log(`test ${line}`);
      for (const [module, chunkSets] of [...calls.name].sort()) console.log(`name ${module}: ${sorted(chunkSets).join(' ')}`);
      for (const line of sorted(calls.filename)) console.log(`filename ${line}`);
    });
  },
};

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: { home: './src/home.js', admin: './src/admin.js' },
  output: { path: resolve(import.meta.dirname, 'dist/functions'), clean: true },
  resolve: { modules: ['vendor', 'node_modules'] },
  optimization: {
    minimize: false,
    splitChunks: {
      chunks: 'all',
      minSize: 0,
      cacheGroups: {
        // only the group below: the two default groups are switched off
        default: false,
        defaultVendors: false,
        shared: {
          // every module of ours that at least two chunks contain
          test(module, { chunkGraph }) {
            const count = chunkGraph.getNumberOfModuleChunks(module);
            calls.test.add(`${short(module)}: in ${count} chunks`);
            return short(module).startsWith('src') && count >= 2;
          },
          // one chunk per set of chunks, named after them
          name(module, chunks, cacheGroupKey) {
            const names = chunks.map((chunk) => chunk.name).sort();
            if (!calls.name.has(short(module))) calls.name.set(short(module), new Set());
            calls.name.get(short(module)).add(`[${names}]`);
            return `${cacheGroupKey}-${names.join('-')}`;
          },
          // a folder of their own, hashed for long-term caching
          filename(pathData, assetInfo) {
            calls.filename.add(`${pathData.chunk.name}: assetInfo ${assetInfo ? 'given' : 'not given'}`);
            return 'shared/[name].[contenthash:8].js';
          },
        },
      },
    },
  },
  plugins: [printCalls],
  stats: { preset: 'none', chunks: true, chunkModules: true, chunkRelations: false },
};
