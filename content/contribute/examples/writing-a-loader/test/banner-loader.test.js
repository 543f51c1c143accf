// Runs banner-loader the way a user's build would: through webpack's Node API.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import webpack from 'webpack';

const banner = path.resolve(import.meta.dirname, '../loaders/banner-loader.js');
const outputs = [];
after(() => Promise.all(outputs.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Builds test/fixtures/answer.js with the given loaders; resolves with the stats and the output folder. */
async function build(use) {
  const outputPath = await mkdtemp(path.join(tmpdir(), 'banner-loader-'));
  outputs.push(outputPath);
  const compiler = webpack({
    mode: 'development',
    target: 'node',
    devtool: 'source-map',
    context: import.meta.dirname,
    entry: './fixtures/answer.js',
    output: { path: outputPath },
    module: { rules: [{ test: /\.js$/, use }] },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return { stats, outputPath };
}

test('puts the banner above the module', async () => {
  const { stats } = await build([{ loader: banner, options: { text: 'Test build' } }]);
  assert.equal(stats.hasErrors(), false);
  const [module] = stats.toJson({ source: true }).modules;
  assert.match(module.source, /^\/\*!\n \* Test build\n \*\/\nexport function answer/);
});

test('rejects an option it does not know', async () => {
  const { stats } = await build([{ loader: banner, options: { txt: 'Test build' } }]);
  const [error] = stats.toJson().errors;
  assert.match(error.message, /Banner Loader has been initialized using an options object that does not match the API schema/);
  assert.match(error.message, /options has an unknown property 'txt'/);
});

test('hands on a source map that still points at the original lines', async () => {
  // Two banners: the second loader receives the first one's map and must move it down again.
  const { stats, outputPath } = await build([
    { loader: banner, options: { text: 'outer' } },
    { loader: banner, options: { text: 'inner' } },
  ]);
  assert.equal(stats.hasErrors(), false);
  const code = (await readFile(path.join(outputPath, 'main.js'), 'utf8')).split('\n');
  const map = new SourceMap(JSON.parse(await readFile(path.join(outputPath, 'main.js.map'), 'utf8')));
  const line = code.findIndex((text) => text.includes('return 42;'));
  const entry = map.findEntry(line, code[line].indexOf('return'));
  assert.match(entry.originalSource, /fixtures\/answer\.js$/);
  assert.equal(entry.originalLine, 1); // zero-based: the second line of answer.js
});
