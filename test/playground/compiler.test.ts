import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CliFlags, ProjectFiles } from '../../src/shared/playground';
import { EXAMPLE_NAMES, PLAYGROUND_EXAMPLES, readProject } from './compiler-page';
import { FEATURE_PROJECTS } from './feature-projects';
import { buildInNode, built, expectSameOutput, inWorkerTerms, useComparison } from './same-output';

describe('the playground compiler in Chromium', () => {
  const harness = useComparison();

  const expectSameFilesAsNode = (files: ProjectFiles, flags: CliFlags = {}, { plain = false } = {}) => expectSameOutput(harness.compiler, harness.project, files, { flags, plain });

  test.each(EXAMPLE_NAMES)('%s: the browser emits the same files, byte for byte, as webpack in Node', async (name) => {
    await expectSameFilesAsNode(await readProject(join(PLAYGROUND_EXAMPLES, name)));
  });

  test.each(Object.keys(FEATURE_PROJECTS))('%s: the browser emits the same files, byte for byte, as webpack in Node', async (feature) => {
    await expectSameFilesAsNode(FEATURE_PROJECTS[feature]!);
  });

  test('flags override the configuration as webpack-cli’s do, with the same output as Node', async () => {
    const files = await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'));
    const outcome = await expectSameFilesAsNode(files, { mode: 'development', devtool: 'source-map', target: 'node' });
    expect(outcome.assets.map((asset) => asset.name).sort()).toEqual(['main.js', 'main.js.map']);
    expect(outcome.assets.find((asset) => asset.name === 'main.js')?.text).toContain('//# sourceMappingURL=main.js.map');
    const noDevtool = built(await harness.compiler.build(files, { mode: 'development', devtool: false }));
    expect(noDevtool.assets.map((asset) => asset.name)).toEqual(['main.js']);
    expect(noDevtool.assets[0]?.text).not.toContain('eval(');
  });

  test('css in production mode: webpack’s default minimizer minifies the CSS too, as webpack-cli’s does', async () => {
    const files = await readProject(join(PLAYGROUND_EXAMPLES, 'css'));
    const outcome = await expectSameFilesAsNode(files, { mode: 'production' }, { plain: true });
    const css = outcome.assets.find((asset) => asset.name === 'styles.css')?.text;
    expect(css).toContain('.zWK5d-{');
    expect(css).not.toContain('\n');
    expect(css).not.toContain('/*');
  });

  // The minimizer's path from the project and terser's version are in every chunk hash, so in
  // `[chunkhash]` names, and in `[contenthash]` ones through the hashes terser reads as it mangles.
  test.each(['contenthash', 'chunkhash'])('runtime-chunk with [%s]: the files webpack-cli writes, names included', async (hash) => {
    const preset = await readProject(join(PLAYGROUND_EXAMPLES, 'runtime-chunk'));
    const config = preset['webpack.config.js']!.replaceAll('[contenthash:8]', `[${hash}:8]`);
    expect(config).toContain(`[name].[${hash}:8].js`);
    await expectSameFilesAsNode({ ...preset, 'webpack.config.js': config }, {}, { plain: true });
  });

  test('HTML and CSS: the default minimizer minifies both with webpack’s own printers, as in Node', async () => {
    const preset = await readProject(join(PLAYGROUND_EXAMPLES, 'css'));
    const config = preset['webpack.config.js']!.replace('css: true,', 'css: true, html: true,');
    expect(config).toContain('html: true');
    await expectSameFilesAsNode({ ...preset, 'webpack.config.js': config }, { mode: 'production' }, { plain: true });
  });

  test('futureDefaults: its JavaScript minifier, left out of the playground, says so in webpack’s error', async () => {
    const preset = await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'));
    const config = preset['webpack.config.js']!.replace("mode: 'production',", "mode: 'production',\n  experiments: { futureDefaults: true },");
    expect(config).toContain('futureDefaults');
    const outcome = built(await harness.compiler.build({ ...preset, 'webpack.config.js': config }));
    expect(outcome.errors.join('\n')).toContain("webpack's own JavaScript minifier (experiments.futureDefaults) is not available in the playground");
  });

  test('an ES module library keeps its /*#__PURE__*/ annotations, as webpack-cli’s does', async () => {
    const preset = await readProject(join(PLAYGROUND_EXAMPLES, 'library'));
    const files = {
      ...preset,
      'src/index.js': `${preset['src/index.js']}\nexport const freezing = /*#__PURE__*/ toFahrenheit(0);\n`,
      'webpack.config.js': `const path = require('path');
module.exports = {
  mode: 'production',
  entry: './src/index.js',
  experiments: { outputModule: true },
  output: { filename: 'temperature.mjs', library: { type: 'module' }, path: path.resolve(__dirname, 'dist') },
};
`,
    };
    const outcome = await expectSameFilesAsNode(files, {}, { plain: true });
    expect(outcome.assets[0]?.text).toContain('=/*#__PURE__*/');
  });

  test('dynamic-import: the import() becomes a second chunk named by its magic comment', async () => {
    const outcome = built(await harness.compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'dynamic-import'))));
    const chart = outcome.chunks.find((chunk) => chunk.names.includes('chart'));
    expect(chart?.initial).toBe(false);
    expect(chart?.modules).toEqual(['./src/chart.js']);
    expect(chart?.files[0]).toMatch(/^chart\.[0-9a-f]{8}\.js$/);
  });

  test('split-chunks: the package in the example’s node_modules/ goes to vendor.js, the shared module to common.js', async () => {
    const outcome = built(await harness.compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'split-chunks'))));
    const chunk = (name: string) => outcome.chunks.find((one) => one.names.includes(name));
    expect(chunk('vendor')?.modules).toEqual(['./node_modules/tiny-format/index.js']);
    expect(chunk('common')?.modules).toEqual(['./src/shared.js']);
    expect(chunk('home')?.modules).toEqual(['./src/home.js']);
  });

  test('css: a chunk lists every module it holds, those its entry module imports included', async () => {
    const outcome = built(await harness.compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'css'))));
    expect(outcome.chunks.map((chunk) => chunk.modules)).toEqual([['./src/index.js', 'css ./src/card.module.css', 'css ./src/global.css']]);
  });

  test('depend-on: app.js holds only its own module, the one it imports stays in shared.js', async () => {
    const outcome = built(await harness.compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'depend-on'))));
    const chunk = (name: string) => outcome.chunks.find((one) => one.names.includes(name));
    expect(chunk('app')?.modules).toEqual(['./src/app.js']);
    expect(chunk('shared')?.modules).toEqual(['./src/shared.js']);
    expect(outcome.entrypoints).toEqual([{ name: 'shared', files: ['shared.js'] }, { name: 'app', files: ['app.js'] }]);
  });

  test('module-concatenation: the ES modules are merged, the CommonJS module bails out for the reason its comment gives, and joins once strict', async () => {
    const files = await readProject(join(PLAYGROUND_EXAMPLES, 'module-concatenation'));
    const outcome = built(await harness.compiler.build(files));
    expect(outcome.chunks.map((chunk) => chunk.modules)).toEqual([['./src/index.js + 2 modules', './src/legacy-discount.js']]);
    expect(outcome.stats).toContain('ModuleConcatenation bailout: Module is not in strict mode');
    const strict = built(await harness.compiler.build({ ...files, 'src/legacy-discount.js': `'use strict';\n${files['src/legacy-discount.js']}` }));
    expect(strict.chunks.map((chunk) => chunk.modules)).toEqual([['./src/index.js + 3 modules']]);
  });

  // The values its comments invite the reader to pick in the toolbar, and the files each emits.
  test.each([
    ['eval', ['main.js']],
    ['eval-cheap-module-source-map', ['main.js']],
    ['source-map', ['main.js', 'main.js.map']],
    ['inline-source-map', ['main.js']],
    ['hidden-source-map', ['main.js', 'main.js.map']],
    ['nosources-source-map', ['main.js', 'main.js.map']],
    [false, ['main.js']],
  ] as const)('devtool-compare with --devtool %s: the same files as Node', async (devtool, names) => {
    const outcome = await expectSameFilesAsNode(await readProject(join(PLAYGROUND_EXAMPLES, 'devtool-compare')), { devtool });
    expect(outcome.assets.map((asset) => asset.name).sort()).toEqual(names);
  });

  test('a module with a syntax error gives webpack’s own error, as in Node', async () => {
    const files = { ...(await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'))), 'src/greet.js': 'export function greet(name) {\n  return name +;\n}\n' };
    const inBrowser = built(await harness.compiler.build(files));
    const inNode = await buildInNode(harness.project, files);
    expect(inBrowser.errors[0]).toContain('Module parse failed: Unexpected token (2:15)');
    // The only inherent difference: the project's absolute folder, /project in the browser, a temp folder in Node.
    expect(inBrowser.errors).toEqual(inWorkerTerms(inNode.errors, inNode));
    expect(inBrowser.stats).toContain('compiled with 1 error');
  });

  test('a config that throws is reported as webpack-cli words it, and the worker goes on building', async () => {
    const files = { ...(await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'))), 'webpack.config.js': "throw new Error('no configuration today');\n" };
    expect(await harness.compiler.build(files)).toMatchObject({ type: 'failed', message: "Failed to load 'webpack.config.js' config\nError: no configuration today" });
    const next = built(await harness.compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'))));
    expect(next.assets.map((asset) => asset.name)).toEqual(['main.js']);
  });
});
