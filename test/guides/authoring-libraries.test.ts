import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../src/builder/concurrently';
import { ExampleProject, ROOT, run, serveFolder, type RunResult } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

/** A line of MiniSearch's own source: present only when the peer dependency was bundled. */
const MINISEARCH_SOURCE = 'class MiniSearch';

/** A fresh copy of the library, changed by `prepare`. Copies are made in `beforeAll`, so they are removed after the file. */
async function copyWith(prepare: (project: ExampleProject) => Promise<void> = async () => {}): Promise<ExampleProject> {
  const project = await ExampleProject.copy('authoring-libraries');
  await prepare(project);
  return project;
}

type Built = Promise<{ project: ExampleProject; result: RunResult }>;

/**
 * The variants the guide describes but does not ask the reader to build, derived from the fixture's own
 * configuration and built by one webpack process (a CLI start costs more than these builds), each into its folder.
 */
const VARIANTS = `import path from 'node:path';
import configs from './webpack.config.js';

const [esm] = configs;
const into = (folder, output = esm.output) => ({ ...output, path: path.resolve(import.meta.dirname, folder) });
const { module, ...withoutModule } = esm.output;

export default [
  { ...esm, name: 'exact-subpath', entry: './src/with-subpath.js', output: into('exact-subpath') },
  { ...esm, name: 'pattern-subpath', entry: './src/with-subpath.js', output: into('pattern-subpath'), externals: [/^minisearch(\\/.+)?$/] },
  { ...esm, name: 'output-module-flag', experiments: { outputModule: true }, output: into('output-module-flag') },
  { ...esm, name: 'without-module', output: into('without-module', withoutModule) },
  ...configs.map((config) => ({ ...config, name: \`cleaned-\${config.name}\`, output: { ...into('cleaned', config.output), clean: true } })),
];
`;

/** The printed stats of one named configuration. */
function section(output: string, name: string): string {
  const start = output.indexOf(`\n${name}:\n`);
  expect(start, `stats of ${name}`).toBeGreaterThanOrEqual(0);
  const end = output.indexOf('\n\n', start + 1);
  return output.slice(start + 1, end < 0 ? undefined : end);
}

/**
 * The builds of the guide, queued in `beforeAll` and run two at a time (the machine has two cores);
 * each test awaits the one it checks.
 */
const pending: Promise<unknown>[] = [];
const twoAtATime = concurrencyLimit(2);
function queued<T>(task: () => Promise<T>): Promise<T> {
  const job = twoAtATime(task);
  job.catch(() => {});
  pending.push(job);
  return job;
}

describe('Authoring Libraries', () => {
  let project: ExampleProject;
  let jobs: Record<'pack' | 'bundled' | 'named' | 'commonjs2' | 'variants', Built>;

  beforeAll(async () => {
    const [main, bundled, named, commonjs2, variants] = await Promise.all([
      copyWith(),
      copyWith(),
      copyWith(),
      copyWith(),
      copyWith(async (copy) => {
        const esm = await copy.read('webpack.config.js');
        // The variants replace these lines of the fixture; fail if they are gone.
        for (const line of ["externals: { minisearch: 'minisearch' },", '      module: true,\n']) expect(esm).toContain(line);
        const index = await copy.read('src/index.js');
        await writeFile(copy.path('src/with-subpath.js'), `${index}export { default as SearchableMap } from 'minisearch/SearchableMap';\n`);
        await writeFile(copy.path('variants.config.js'), VARIANTS);
      }),
    ]);
    project = main;
    const webpack = (copy: ExampleProject, args: string[]): Built =>
      queued(() => copy.npx('webpack', args)).then((result) => ({ project: copy, result }));
    jobs = {
      // `npm pack` runs the build script through prepack: its output is the guide's `npm run build` output too.
      pack: queued(() => run('npm', ['pack'], project.dir)).then((result) => ({ project, result })),
      bundled: webpack(bundled, ['--config-name', 'esm', '--externals-reset']),
      named: webpack(named, ['--config-name', 'esm', '--output-library-name', 'DocSearch']),
      commonjs2: webpack(commonjs2, ['--config-name', 'cjs', '--output-library-type', 'commonjs2']),
      variants: webpack(variants, ['--config', 'variants.config.js']),
    };
    await jobs.pack;
    // The copies are removed after the file; wait for every build still writing into one.
    return async () => {
      await Promise.allSettled(pending);
    };
  });

  it('builds three named configurations into three files', async () => {
    const { result: build } = await jobs.pack;
    expect(build.code, build.output).toBe(0);
    expect(build.output).toMatch(/^esm:\n {2}asset index\.js \d+ bytes \[emitted\] \[javascript module\] \(name: main\)$/m);
    expect(build.output).toMatch(/^cjs:\n {2}asset index\.cjs [\d.]+ KiB \[emitted\] \(name: main\)$/m);
    expect(build.output).toMatch(/^umd:\n {2}asset doc-search-kit\.umd\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\)$/m);
    for (const name of ['esm', 'cjs', 'umd']) {
      expect(build.output).toContain(`${name} (webpack 5.112.2) compiled successfully`);
    }
    expect(build.output).toContain('./src/index.js + 1 modules');
    expect(await project.files()).toEqual(['doc-search-kit.umd.js', 'index.cjs', 'index.js']);
  });

  it('writes a real ES module that imports the peer dependency instead of containing it', async () => {
    const esm = await project.read('dist/index.js');
    expect(esm.startsWith('import { default as __WEBPACK_EXTERNAL_MODULE_minisearch_default__ } from "minisearch";\n')).toBe(true);
    expect(esm.trimEnd().endsWith('export { DocSearch, highlight };')).toBe(true);
    expect(esm).toContain('new __WEBPACK_EXTERNAL_MODULE_minisearch_default__(');
    expect(esm).not.toContain('__webpack_require__');
    expect(esm).not.toContain(MINISEARCH_SOURCE);
    expect(esm.length).toBeLessThan(1024);
  });

  it('writes CommonJS with one static assignment per export and require("minisearch")', async () => {
    const cjs = await project.read('dist/index.cjs');
    expect(cjs).toContain('const external_minisearch_namespaceObject = require("minisearch");');
    expect(cjs).toContain('exports.DocSearch = __webpack_exports__.DocSearch;\nexports.highlight = __webpack_exports__.highlight;\n');
    expect(cjs).not.toContain('module.exports');
    expect(cjs).not.toContain(MINISEARCH_SOURCE);
  });

  it('wraps the UMD build for require, define and a global, exposing only the DocSearch export', async () => {
    const umd = await project.read('dist/doc-search-kit.umd.js');
    expect(
      umd.startsWith(
        '!function(e,t){"object"==typeof exports&&"object"==typeof module?module.exports=t(require("minisearch")):"function"==typeof define&&define.amd?define(["minisearch"],t):"object"==typeof exports?exports.DocSearch=t(require("minisearch")):e.DocSearch=t(e.MiniSearch)}(self,',
      ),
    ).toBe(true);
    // `export: 'DocSearch'` makes the class itself the library value; highlight() is dropped as unused.
    expect(umd).toContain('i=i.DocSearch');
    expect(umd).not.toContain('<mark>');
    expect(umd).not.toContain(MINISEARCH_SOURCE);
  });

  it('runs the UMD build from script tags, reading MiniSearch from a global', async () => {
    // demo.html loads MiniSearch from the reader's node_modules; the copy gets just that file.
    const umdFolder = project.path('node_modules/minisearch/dist/umd');
    await mkdir(umdFolder, { recursive: true });
    await copyFile(join(ROOT, 'node_modules/minisearch/dist/umd/index.js'), join(umdFolder, 'index.js'));
    const { origin, requests } = await serveFolder(project.dir);
    const { page, problems } = await openPage();
    await page.goto(`${origin}/demo.html`);
    await expect(page.locator('#results li').allTextContents()).resolves.toEqual(['Script tags']);
    expect(requests).toEqual(['/demo.html', '/node_modules/minisearch/dist/umd/index.js', '/dist/doc-search-kit.umd.js']);
    expect(problems).toEqual([]);
  });

  it('packs exactly the built files and package.json, building first through prepack', async () => {
    const { project: packed, result } = await jobs.pack;
    expect(result.output).toContain('> doc-search-kit@1.0.0 build\n> webpack');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('> doc-search-kit@1.0.0 prepack\n> npm run build');
    expect(result.output).toContain('esm (webpack 5.112.2) compiled successfully');
    const contents = [...result.output.matchAll(/^npm notice [\d.]+k?B (\S+)$/gm)].map((match) => match[1]);
    expect(contents).toEqual(['dist/doc-search-kit.umd.js', 'dist/index.cjs', 'dist/index.js', 'package.json']);
    expect(result.output).toContain('npm notice filename: doc-search-kit-1.0.0.tgz');
    expect(await packed.files('.')).toContain('doc-search-kit-1.0.0.tgz');
  });

  it('bundles all of MiniSearch when the externals are reset', async () => {
    const { project: bundled, result } = await jobs.bundled;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/^esm:\n {2}asset index\.js 76\.\d KiB \[emitted\] \[javascript module\] \(name: main\)$/m);
    expect(result.output).not.toContain('cjs:');
    const esm = await bundled.read('dist/index.js');
    expect(esm).toContain(MINISEARCH_SOURCE);
    expect(esm).not.toMatch(/from "minisearch"/);
  });

  it('matches externals by the exact request: a subpath is bundled unless a regular expression covers it', async () => {
    const { project: variants, result } = await jobs.variants;
    expect(result.code, result.output).toBe(0);
    const exactEsm = await variants.read('exact-subpath/index.js');
    expect(exactEsm).toContain('from "minisearch";');
    expect(exactEsm).not.toContain('from "minisearch/SearchableMap"');
    expect(exactEsm).toContain('class SearchableMap');

    const patternEsm = await variants.read('pattern-subpath/index.js');
    expect(patternEsm).toContain('from "minisearch";');
    expect(patternEsm).toContain('from "minisearch/SearchableMap";');
    expect(patternEsm).not.toContain('class SearchableMap');
  });

  it('refuses a library name for the module type', async () => {
    const { result } = await jobs.named;
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Error: Library name must be unset.');
  });

  it('needs no experiments flag: `experiments.outputModule` is ignored, and `library.type: "module"` implies `output.module`', async () => {
    const reference = await project.read('dist/index.js');
    const { project: variants, result } = await jobs.variants;
    expect(result.code, result.output).toBe(0);
    const withFlag = section(result.output, 'output-module-flag');
    expect(withFlag).toContain('output-module-flag (webpack 5.112.2) compiled successfully');
    expect(withFlag).not.toMatch(/warning|error/i);
    expect(await variants.read('output-module-flag/index.js')).toBe(reference);
    expect(section(result.output, 'without-module')).toContain('[javascript module]');
    expect(await variants.read('without-module/index.js')).toBe(reference);
  });

  it('emits CommonJS that ES modules can import by name, unlike commonjs2', async () => {
    const importByName = "import { DocSearch } from './dist/index.cjs'; console.log(typeof DocSearch);";
    const staticNames = await run('node', ['--input-type=module', '-e', importByName], project.dir);
    expect(staticNames.output.trim()).toBe('function');

    const { project: commonjs2, result } = await jobs.commonjs2;
    expect(result.code, result.output).toBe(0);
    expect(await commonjs2.read('dist/index.cjs')).toContain('module.exports = __webpack_exports__;');
    const named = await run('node', ['--input-type=module', '-e', importByName], commonjs2.dir);
    expect(named.code).not.toBe(0);
    expect(named.output).toContain(
      "SyntaxError: Named export 'DocSearch' not found. The requested module './dist/index.cjs' is a CommonJS module, which may not support all module.exports as named exports.",
    );
  });

  it('loses the other builds when every configuration cleans the shared dist/', async () => {
    const { project: variants, result } = await jobs.variants;
    expect(result.code, result.output).toBe(0);
    for (const name of ['esm', 'cjs', 'umd']) expect(section(result.output, `cleaned-${name}`)).toContain('[emitted]');
    const left = await readdir(variants.path('cleaned'));
    expect(left.length).toBeLessThan(3);
    expect(left.length).toBeGreaterThan(0);
  });
});
