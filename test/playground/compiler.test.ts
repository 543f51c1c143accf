import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type webpack from 'webpack';
import type { Stats } from 'webpack';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveExportedConfig, withCliFlags, withPlaygroundOptions } from '../../src/playground/compiler/config';
import { PROJECT_ROOT } from '../../src/playground/compiler/project-root';
import { summarizeStats } from '../../src/playground/compiler/stats-summary';
import type { BuildOutcome, CliFlags, ProjectFiles } from '../../src/shared/playground';
import { launchBrowser } from '../e2e/browser';
import { EXAMPLE_NAMES, openCompilerPage, PLAYGROUND_EXAMPLES, readProject, type CompilerPage } from './compiler-page';

/** Inside the repository, on the file system of its node_modules, which a hard link must share. */
const NODE_RUNS = join(import.meta.dirname, '../../.cache/playground-compare');
const INSTALLED = join(import.meta.dirname, '../../node_modules');

/**
 * The folder the Node builds run in, laid out as a project that installed webpack: its node_modules
 * is a hard-linked copy of the repository's (made once a run), and webpack is loaded from there. Then
 * `require.resolve` inside webpack gives `<project>/node_modules/…`, and the default minimizer's path
 * relative to the project, which minimizer-webpack-plugin mixes into chunk hashes, is
 * `node_modules/…`, as webpack-cli's is in a real project and the worker's in `/project`.
 */
interface NodeProject {
  dir: string;
  webpack: typeof webpack;
}

/**
 * The project's package.json between builds. It is there before Node first looks for it: Node keeps
 * what it found (or did not find) for good, and without one the repository's `"type": "module"`
 * would make each webpack.config.js an ES module.
 */
const BARE_PACKAGE_JSON = '{ "private": true }\n';

async function createNodeProject(): Promise<NodeProject> {
  await mkdir(NODE_RUNS, { recursive: true });
  const dir = await mkdtemp(join(NODE_RUNS, 'project-'));
  await writeFile(join(dir, 'package.json'), BARE_PACKAGE_JSON);
  await promisify(execFile)('cp', ['-al', INSTALLED, join(dir, 'node_modules')]);
  return { dir, webpack: createRequire(join(dir, 'package.json'))('webpack') as typeof webpack };
}

/**
 * Writes `files` into the project and returns what it created under node_modules/: for each file
 * there, its topmost folder (or itself) that was not there. A file already there is one of
 * node_modules' hard links, which writing would change in the repository's node_modules too.
 */
async function writeProject(dir: string, files: ProjectFiles): Promise<Set<string>> {
  const created = new Set<string>();
  for (const [path, text] of Object.entries(files)) {
    const segments = path.split('/');
    if (segments[0] === 'node_modules') {
      const firstNew = segments.findIndex((_, index) => !existsSync(join(dir, ...segments.slice(0, index + 1))));
      if (firstNew === -1) throw new Error(`${path} is an installed package's file in the Node project, not to be overwritten`);
      created.add(join(dir, ...segments.slice(0, firstNew + 1)));
    }
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return created;
}

/**
 * Back to node_modules and the bare package.json, on disk and in Node's module cache (the next
 * webpack.config.js is at the same path).
 */
async function cleanProject(dir: string, created: Set<string>): Promise<void> {
  const installed = join(dir, 'node_modules');
  const entries = (await readdir(dir)).map((entry) => join(dir, entry)).filter((path) => path !== installed);
  const removed = [...entries, ...created];
  await Promise.all(removed.map((path) => rm(path, { recursive: true, force: true })));
  await writeFile(join(dir, 'package.json'), BARE_PACKAGE_JSON);
  const cache = createRequire(join(dir, 'package.json')).cache;
  for (const path of Object.keys(cache)) {
    if (removed.some((one) => path === one || path.startsWith(`${one}/`))) delete cache[path];
  }
}

interface NodeBuild {
  /** Emitted file → bytes, by path from the output folder. */
  files: Map<string, Buffer>;
  errors: string[];
  dir: string;
}

/**
 * The same project built by the installed webpack in Node, from the project folder, with the same
 * flags and, unless `plain`, the same forced options; `plain` is the configuration as webpack-cli
 * runs it in that folder.
 */
async function buildInNode(project: NodeProject, files: ProjectFiles, flags: CliFlags = {}, { plain = false } = {}): Promise<NodeBuild> {
  const { dir } = project;
  const created = await writeProject(dir, files);
  try {
    const exported: unknown = createRequire(join(dir, 'package.json'))(join(dir, 'webpack.config.js'));
    const config = withCliFlags(await resolveExportedConfig(exported), flags);
    const compiler = project.webpack(plain ? { ...config, context: config.context ?? dir } : withPlaygroundOptions(config, dir));
    const stats = await new Promise<Stats>((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result)))));
    const outputs = await readdir(compiler.outputPath, { recursive: true, withFileTypes: true }).catch(() => []);
    const emitted = new Map<string, Buffer>();
    for (const entry of outputs.filter((one) => one.isFile())) {
      const path = join(entry.parentPath, entry.name);
      emitted.set(relative(compiler.outputPath, path), await readFile(path));
    }
    return { files: emitted, errors: summarizeStats(stats).errors, dir };
  } finally {
    await cleanProject(dir, created);
  }
}

const bytesOf = (asset: BuildOutcome['assets'][number]) => (asset.text !== undefined ? Buffer.from(asset.text) : Buffer.from(asset.base64 ?? '', 'base64'));

function built(answer: Awaited<ReturnType<CompilerPage['build']>>): BuildOutcome {
  if (answer.type !== 'built') throw new Error(`the build failed: ${answer.message}`);
  return answer;
}

describe('the playground compiler in Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let compiler: CompilerPage;
  let outDir: string;
  let project: NodeProject;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'playground-compiler-'));
    project = await createNodeProject();
    browser = await launchBrowser();
    compiler = await openCompilerPage(browser, outDir);
  });
  afterAll(async () => {
    await compiler?.close();
    await browser?.close();
    await rm(outDir, { recursive: true, force: true });
    if (project) await rm(project.dir, { recursive: true, force: true });
  });

  /** `plain`: compared with the configuration as webpack-cli runs it, without the playground's forced options. */
  async function expectSameFilesAsNode(files: ProjectFiles, flags: CliFlags = {}, { plain = false } = {}) {
    const inBrowser = built(await compiler.build(files, flags));
    const inNode = await buildInNode(project, files, flags, { plain });
    expect(inBrowser.errors).toEqual([]);
    // An example teaches one thing; a warning would be a second one.
    expect(inBrowser.warnings).toEqual([]);
    expect(inBrowser.assets.map((asset) => asset.name).sort()).toEqual([...inNode.files.keys()].sort());
    for (const asset of inBrowser.assets) {
      expect(bytesOf(asset).equals(inNode.files.get(asset.name)!), `${asset.name} differs`).toBe(true);
      expect(asset.size).toBe(inNode.files.get(asset.name)!.length);
    }
    expect(inBrowser.stats).toContain('compiled successfully');
    return inBrowser;
  }

  test.each(EXAMPLE_NAMES)('%s: the browser emits the same files, byte for byte, as webpack in Node', async (name) => {
    await expectSameFilesAsNode(await readProject(join(PLAYGROUND_EXAMPLES, name)));
  });

  test('flags override the configuration as webpack-cli’s do, with the same output as Node', async () => {
    const files = await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'));
    const outcome = await expectSameFilesAsNode(files, { mode: 'development', devtool: 'source-map', target: 'node' });
    expect(outcome.assets.map((asset) => asset.name).sort()).toEqual(['main.js', 'main.js.map']);
    expect(outcome.assets.find((asset) => asset.name === 'main.js')?.text).toContain('//# sourceMappingURL=main.js.map');
    const noDevtool = built(await compiler.build(files, { mode: 'development', devtool: false }));
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

  test('futureDefaults and HTML: every minify function of the default minimizer loads, as in Node', async () => {
    const preset = await readProject(join(PLAYGROUND_EXAMPLES, 'css'));
    const config = preset['webpack.config.js']!.replace('css: true,', 'css: true, html: true, futureDefaults: true,');
    expect(config).toContain('futureDefaults: true');
    await expectSameFilesAsNode({ ...preset, 'webpack.config.js': config }, { mode: 'production' }, { plain: true });
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
    const outcome = built(await compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'dynamic-import'))));
    const chart = outcome.chunks.find((chunk) => chunk.names.includes('chart'));
    expect(chart?.initial).toBe(false);
    expect(chart?.modules).toEqual(['./src/chart.js']);
    expect(chart?.files[0]).toMatch(/^chart\.[0-9a-f]{8}\.js$/);
  });

  test('split-chunks: the package in the example’s node_modules/ goes to vendor.js, the shared module to common.js', async () => {
    const outcome = built(await compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'split-chunks'))));
    const chunk = (name: string) => outcome.chunks.find((one) => one.names.includes(name));
    expect(chunk('vendor')?.modules).toEqual(['./node_modules/tiny-format/index.js']);
    expect(chunk('common')?.modules).toEqual(['./src/shared.js']);
    expect(chunk('home')?.modules).toEqual(['./src/home.js']);
  });

  test('a module with a syntax error gives webpack’s own error, as in Node', async () => {
    const files = { ...(await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'))), 'src/greet.js': 'export function greet(name) {\n  return name +;\n}\n' };
    const inBrowser = built(await compiler.build(files));
    const inNode = await buildInNode(project, files);
    expect(inBrowser.errors[0]).toContain('Module parse failed: Unexpected token (2:15)');
    // The only inherent difference: the project's absolute folder, /project in the browser, a temp folder in Node.
    expect(inBrowser.errors).toEqual(inNode.errors.map((error) => error.replaceAll(inNode.dir, PROJECT_ROOT)));
    expect(inBrowser.stats).toContain('compiled with 1 error');
  });

  test('a config that throws is reported as webpack-cli words it, and the worker goes on building', async () => {
    const files = { ...(await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'))), 'webpack.config.js': "throw new Error('no configuration today');\n" };
    expect(await compiler.build(files)).toMatchObject({ type: 'failed', message: "Failed to load 'webpack.config.js' config\nError: no configuration today" });
    const next = built(await compiler.build(await readProject(join(PLAYGROUND_EXAMPLES, 'first-bundle'))));
    expect(next.assets.map((asset) => asset.name)).toEqual(['main.js']);
  });
});
