import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import webpack from 'webpack';
import { SizeReportPlugin } from '../plugins/size-report-plugin.js';

const outputPath = await mkdtemp(join(tmpdir(), 'size-report-'));
after(() => rm(outputPath, { recursive: true, force: true }));

// Runs one production build of src/index.js with the plugin, and resolves with its stats.
function build(options) {
  const compiler = webpack({
    context: join(import.meta.dirname, '..'),
    mode: 'production',
    devtool: 'source-map',
    output: { path: outputPath },
    plugins: [new SizeReportPlugin(options)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

test('reports the minimized sizes and warns about large files', async () => {
  const stats = await build({ maxSize: 3500 });
  const report = await readFile(join(outputPath, 'size-report.txt'), 'utf8');
  assert.match(report, /^main\.js: \d+ bytes, \d+ gzipped \[minimized\] \[source map: main\.js\.map\]$/m);
  const warnings = stats.compilation.warnings.map((warning) => warning.message);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /^SizeReportPlugin: countries\.js is \d+ bytes, more than maxSize \(3500 bytes\)$/);
});

test('fails the build with hints: "error"', async () => {
  const stats = await build({ maxSize: 3500, hints: 'error' });
  assert.equal(stats.hasErrors(), true);
  assert.equal(stats.compilation.errors[0].file, 'countries.js');
});

test('rejects an unknown option', () => {
  assert.throws(() => build({ maxsize: 3500 }), {
    name: 'ValidationError',
    message: /options has an unknown property 'maxsize'/,
  });
});
