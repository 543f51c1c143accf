import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type webpack from 'webpack';
import type { Configuration, MultiStats, Stats } from 'webpack';
import { afterAll, beforeAll, expect } from 'vitest';
import { resolveExportedConfig, withCliFlags, withPlaygroundOptions } from '../../src/playground/compiler/config';
import { configFileOf } from '../../src/playground/compiler/config-module';
import { PROJECT_ROOT } from '../../src/playground/compiler/project-root';
import { summarizeStats } from '../../src/playground/compiler/stats-summary';
import type { BuildAnswer, BuildOutcome, CliFlags, ProjectFiles } from '../../src/shared/playground';
import { launchBrowser } from '../e2e/browser';
import { openCompilerPage, type CompilerPage } from './compiler-page';

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
export interface NodeProject {
  dir: string;
  webpack: typeof webpack;
}

/**
 * The project's package.json between builds. It is there before Node first looks for it: Node keeps
 * what it found (or did not find) for good, and without one the repository's `"type": "module"`
 * would make each webpack.config.js an ES module.
 */
const BARE_PACKAGE_JSON = '{ "private": true }\n';

export async function createNodeProject(): Promise<NodeProject> {
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

let loads = 0;
/**
 * What the project's configuration file exports, loaded as webpack-cli loads it: `import()`, which
 * reads CommonJS too. A query makes each load a module of its own: the ES module cache keeps a URL for good.
 */
async function exportedConfig(dir: string, files: ProjectFiles): Promise<unknown> {
  const name = configFileOf(files);
  if (name === undefined) return {};
  const url = `${pathToFileURL(join(dir, name)).href}?load=${++loads}`;
  return ((await import(url)) as { default: unknown }).default;
}

/**
 * The configuration as webpack-cli runs it in the project's folder: webpack's defaults for `context`
 * and `output.path` read the working directory, which is the project there (and `/project` in the worker).
 */
const asRunInside = (config: Configuration, dir: string): Configuration => ({
  ...config,
  context: config.context ?? dir,
  output: { ...config.output, path: config.output?.path ?? join(dir, 'dist') },
});

export interface NodeBuild {
  /** Emitted file → bytes, by path from the output folder. */
  files: Map<string, Buffer>;
  errors: string[];
  warnings: string[];
  dir: string;
}

/**
 * The same project built by the installed webpack in Node, from the project folder, with the same
 * flags and, unless `plain`, the same forced options; `plain` is the configuration as webpack-cli
 * runs it in that folder.
 */
export async function buildInNode(project: NodeProject, files: ProjectFiles, flags: CliFlags = {}, { plain = false } = {}): Promise<NodeBuild> {
  const { dir } = project;
  const created = await writeProject(dir, files);
  try {
    const configs = (await resolveExportedConfig(await exportedConfig(dir, files))).map((config) => {
      const asRun = asRunInside(withCliFlags(config, flags), dir);
      return plain ? asRun : withPlaygroundOptions(asRun, dir);
    });
    const compiler = configs.length === 1 ? project.webpack(configs[0]!) : project.webpack(configs);
    const stats = await new Promise<Stats | MultiStats>((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result)))));
    const outputs = await readdir(compiler.outputPath, { recursive: true, withFileTypes: true }).catch(() => []);
    const emitted = new Map<string, Buffer>();
    for (const entry of outputs.filter((one) => one.isFile())) {
      const path = join(entry.parentPath, entry.name);
      emitted.set(relative(compiler.outputPath, path), await readFile(path));
    }
    const { errors, warnings } = summarizeStats(stats, compiler.outputPath);
    return { files: emitted, errors, warnings, dir };
  } finally {
    await cleanProject(dir, created);
  }
}

export const bytesOf = (asset: BuildOutcome['assets'][number]) => (asset.text !== undefined ? Buffer.from(asset.text) : Buffer.from(asset.base64 ?? '', 'base64'));

export function built(answer: BuildAnswer): BuildOutcome {
  if (answer.type !== 'built') throw new Error(`the build failed: ${answer.message}`);
  return answer;
}

/** Node's messages as the worker words them: the only inherent difference is the project's folder, `/project` in the browser. */
export const inWorkerTerms = (messages: string[], inNode: NodeBuild) => messages.map((message) => message.replaceAll(inNode.dir, PROJECT_ROOT));

/**
 * Builds `files` with `flags` in the browser and in Node, and expects the same files, byte for byte.
 * `plain`: compared with the configuration as webpack-cli runs it, without the playground's forced
 * options. `problems: 'none'` for the presets (an example teaches one thing; an error or a warning would
 * be a second one), `'as-node'` for the documentation's examples, some of which show a warning or an
 * error on purpose: then the browser must report what Node reports.
 */
export async function expectSameOutput(
  compiler: CompilerPage,
  project: NodeProject,
  files: ProjectFiles,
  { flags = {}, plain = false, problems = 'none' }: { flags?: CliFlags; plain?: boolean; problems?: 'none' | 'as-node' } = {},
): Promise<BuildOutcome> {
  const inBrowser = built(await compiler.build(files, flags));
  const inNode = await buildInNode(project, files, flags, { plain });
  expect(inBrowser.errors).toEqual(problems === 'none' ? [] : inWorkerTerms(inNode.errors, inNode));
  expect(inBrowser.warnings).toEqual(problems === 'none' ? [] : inWorkerTerms(inNode.warnings, inNode));
  expect(inBrowser.assets.map((asset) => asset.name).sort()).toEqual([...inNode.files.keys()].sort());
  for (const asset of inBrowser.assets) {
    expect(bytesOf(asset).equals(inNode.files.get(asset.name)!), `${asset.name} differs`).toBe(true);
    expect(asset.size).toBe(inNode.files.get(asset.name)!.length);
  }
  if (problems === 'none') expect(inBrowser.stats).toContain('compiled successfully');
  return inBrowser;
}

/**
 * For a test file: the compiler running in Chromium and a Node project beside it, made before its tests
 * and removed after them. Read `compiler` and `project` inside tests (they are set in `beforeAll`).
 */
export function useComparison(): { compiler: CompilerPage; project: NodeProject } {
  const made = {} as { compiler: CompilerPage; project: NodeProject };
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let outDir: string | undefined;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'playground-compiler-'));
    made.project = await createNodeProject();
    browser = await launchBrowser();
    made.compiler = await openCompilerPage(browser, outDir);
  });
  afterAll(async () => {
    await made.compiler?.close();
    await browser?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
    if (made.project) await rm(made.project.dir, { recursive: true, force: true });
  });
  return made;
}
