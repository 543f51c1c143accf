// A task runner in a few lines: `node scripts/tasks.js clean build` runs the named tasks in order.
// Runners such as gulp or grunt do the same with more features; their webpack plugins call this same API.
import { rm } from 'node:fs/promises';
import webpack from 'webpack';
import createConfigs from '../webpack.config.js';

/** webpack's callback API as a promise: resolves with the stats, rejects on any error. */
function runWebpack(configs) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((err, stats) => {
      compiler.close((closeErr) => {
        if (err || closeErr) return reject(err ?? closeErr);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(stats);
      });
    });
  });
}

const tasks = {
  clean: () => rm(new URL('../dist', import.meta.url), { recursive: true, force: true }),
  build: async () => {
    const stats = await runWebpack(createConfigs({ label: 'tasks' }));
    for (const child of stats.stats) {
      console.log(`  ${child.compilation.name}: ${Object.keys(child.compilation.assets).join(', ')}`);
    }
  },
};

for (const name of process.argv.slice(2)) {
  const task = tasks[name];
  if (!task) {
    console.error(`tasks: unknown task "${name}"`);
    process.exit(2);
  }
  console.log(`tasks: ${name}`);
  try {
    await task();
  } catch (error) {
    console.error(`tasks: ${name} failed\n${error.message}`);
    process.exit(1);
  }
}
