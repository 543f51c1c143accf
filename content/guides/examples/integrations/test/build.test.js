// `npm test` (node --test) builds the project in memory and checks what webpack produced.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { createFsFromVolume, Volume } from 'memfs';
import webpack from 'webpack';
import createConfigs from '../webpack.config.js';

function build(configs) {
  const compiler = webpack(configs);
  const fs = createFsFromVolume(new Volume());
  compiler.outputFileSystem = fs;
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => (err ? reject(err) : resolve({ stats, fs })));
    });
  });
}

test('the project builds without errors or warnings', async () => {
  const { stats, fs } = await build(createConfigs({ label: 'test' }));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  assert.equal(stats.hasWarnings(), false, stats.toString('errors-warnings'));

  const dist = path.resolve(import.meta.dirname, '../dist');
  const server = fs.readFileSync(path.join(dist, 'server/server.cjs'), 'utf8');
  assert.match(server, /Hello, /);
  assert.match(server, /test build/);
  assert.ok(fs.existsSync(path.join(dist, 'web/main.js')));
});
