import { appendFile, readdir, stat, utimes } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, type RunResult } from './example-project';

interface StatsModule {
  name: string;
  identifier: string;
  cached: boolean;
  built: boolean;
  modules?: StatsModule[];
}

/** Every real module of a `--json` stats file, including those inside concatenated modules. */
async function statsModules(project: ExampleProject, file: string): Promise<StatsModule[]> {
  const stats = JSON.parse(await project.read(file)) as { modules: StatsModule[] };
  const all = stats.modules.flatMap((module) => module.modules ?? [module]);
  // A module inside a concatenated one can be listed twice: once inside it, once as an orphan.
  return [...new Map(all.map((module) => [module.identifier, module])).values()];
}

const CACHE = 'node_modules/.cache/webpack';
const LOG = '--infrastructure-logging-level=log';

/** When a file of the project was last written. */
async function written(project: ExampleProject, file: string): Promise<number> {
  return (await stat(project.path(file))).mtimeMs;
}

/**
 * Builds, gives every file another timestamp (as a fresh checkout on a CI server does) and builds again,
 * edits one source file and builds again, then builds in development mode: each build reuses the cache
 * the ones before left.
 */
async function cacheRuns() {
  const project = await ExampleProject.copy('build-performance');
  const first = await project.run('build');
  const cacheFolders = await readdir(project.path(CACHE));
  const packs = (await readdir(project.path(CACHE, 'default-production'))).sort();
  const firstBundle = await project.read('dist/main.js');
  const firstWritten = await written(project, 'dist/main.js');

  // Same contents, other timestamps: production snapshots compare content hashes too.
  const otherTime = new Date('2020-01-01T00:00:00Z');
  for (const file of ['src/index.js', 'src/cart.js', 'src/format.js', 'src/products.js', 'webpack.config.js', 'package.json']) {
    await utimes(project.path(file), otherTime, otherTime);
  }
  const second = await project.run('build', [LOG]);
  const secondBundle = await project.read('dist/main.js');
  const secondWritten = await written(project, 'dist/main.js');

  await appendFile(project.path('src/products.js'), "export const currency = 'EUR';\n");
  const edited = await project.run('build', ['--json=stats.json', LOG]);
  const editedModules = await statsModules(project, 'stats.json');

  const development = await project.run('build:dev');
  const cacheFoldersAfterDevelopment = (await readdir(project.path(CACHE))).sort();
  const developmentBundle = await project.read('dist/main.js');
  return {
    first, cacheFolders, packs, firstBundle, firstWritten,
    second, secondBundle, secondWritten,
    edited, editedModules,
    development, cacheFoldersAfterDevelopment, developmentBundle,
  };
}

/**
 * A warm cache from a plain build, then the thread-loader build, then a new cache.version, then an edited
 * configuration.
 */
async function threadAndInvalidationRuns() {
  const project = await ExampleProject.copy('build-performance');
  const plain = await project.run('build');
  const plainBundle = await project.read('dist/main.js');
  const threads = await project.run('build', ['--env', 'threads', '--json=stats.json']);
  const threadsBundle = await project.read('dist/main.js');
  const threadsModules = await statsModules(project, 'stats.json');
  const version = await project.run('build', ['--cache-version=2', LOG]);
  await appendFile(project.path('webpack.config.js'), '// an edit\n');
  const config = await project.run('build', ['--cache-version=2', LOG]);
  return { plain, plainBundle, threads, threadsBundle, threadsModules, version, config };
}

/** The measuring build, without a cache. */
async function measureRuns() {
  const project = await ExampleProject.copy('build-performance');
  const measured = await project.run('build', ['--no-cache', '--progress=profile', '--profile']);
  const cacheAfterMeasuring = await readdir(project.path(CACHE)).catch(() => null);
  return { measured, cacheAfterMeasuring };
}

function expectSuccess(...results: RunResult[]): void {
  for (const result of results) expect(result.code, result.output).toBe(0);
}

describe('Build Performance', () => {
  // Builds that share a cache run one after the other in one copy; the three copies build in parallel.
  let cache: Awaited<ReturnType<typeof cacheRuns>>;
  let later: Awaited<ReturnType<typeof threadAndInvalidationRuns>>;
  let measure: Awaited<ReturnType<typeof measureRuns>>;
  beforeAll(async () => {
    [cache, later, measure] = await Promise.all([cacheRuns(), threadAndInvalidationRuns(), measureRuns()]);
  });

  it('a second build restores every module from the filesystem cache, and an edit rebuilds only that module', () => {
    const { first, second, edited } = cache;
    expectSuccess(first, second, edited);
    expect(first.output).toMatch(/asset main\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\) 1 related asset/);
    expect(first.output).toMatch(/\.\/src\/index\.js \+ 3 modules [\d.]+ KiB \[built\] \[code generated\]/);
    expect(first.output).not.toContain('[cached]');
    // The cache lives next to the project's package.json, one folder per name and mode.
    expect(cache.cacheFolders).toEqual(['default-production']);
    expect(cache.packs).toEqual(['0.pack', 'index.pack']);

    // The second build (every file with another timestamp), with the cache's own log:
    // build dependencies checked, the pack restored, nothing built.
    expect(second.output).toMatch(/asset main\.js \d+ bytes \[compared for emit\] \[minimized\] \(name: main\)/);
    expect(second.output).toMatch(/cached modules [\d.]+ KiB \[cached\] 4 modules/);
    expect(second.output).not.toContain('[built]');
    expect(second.output).not.toContain('build dependencies have changed');
    expect(second.output).toMatch(/\[webpack\.cache\.PackFileCacheStrategy\] check build dependencies: [\d.]+ ms/);
    expect(second.output).toMatch(/\[webpack\.cache\.PackFileCacheStrategy\] restore cache content 0 \([\d.]+ KiB\): [\d.]+ ms/);
    // [compared for emit]: the same bundle, and the file on disk was not written again.
    expect(cache.secondBundle).toBe(cache.firstBundle);
    expect(cache.secondWritten).toBe(cache.firstWritten);

    // Change one file: only that module is built again (stats as JSON), and the cache is stored.
    expect(edited.output).toContain('Storing pack...');
    expect(edited.output).toMatch(/Stored pack \(\d+ items, \d+ files, \d+ MiB\)/);
    const modules = cache.editedModules;
    expect(modules.map((module) => module.name).sort()).toEqual(['./src/cart.js', './src/format.js', './src/index.js', './src/products.js']);
    expect(modules.filter((module) => module.built).map((module) => module.name)).toEqual(['./src/products.js']);
    expect(modules.filter((module) => module.cached && !module.built)).toHaveLength(3);
  });

  it('development builds keep a cache of their own and wrap each module in eval()', () => {
    const { development } = cache;
    expectSuccess(development);
    expect(cache.cacheFoldersAfterDevelopment).toEqual(['default-development', 'default-production']);
    for (const file of ['index', 'cart', 'format', 'products']) {
      expect(development.output).toMatch(new RegExp(`\\./src/${file}\\.js \\d+ bytes \\[built\\] \\[code generated\\]`));
    }
    expect(development.output).not.toContain('[minimized]');
    // eval-cheap-module-source-map: one eval() per module.
    expect(cache.developmentBundle.match(/^eval\(/gm)).toHaveLength(4);
  });

  it('a new cache.version and an edited configuration each start from an empty cache', () => {
    const { version, config } = later;
    expectSuccess(version, config);
    expect(version.output).toContain("but version doesn't match.");
    expect(version.output).toMatch(/\.\/src\/index\.js \+ 3 modules [\d.]+ KiB \[built\]/);
    expect(version.output).not.toContain('[cached]');
    expect(config.output).toContain('but build dependencies have changed.');
    expect(config.output).toMatch(/\.\/src\/index\.js \+ 3 modules [\d.]+ KiB \[built\]/);
    expect(config.output).not.toContain('[cached]');
  });

  it('measures phases with --progress=profile and modules with --profile, without writing a cache', () => {
    const { measured } = measure;
    expectSuccess(measured);
    expect(measured.output).toMatch(/\[webpack\.Progress\] \d+ ms building\n/);
    expect(measured.output).toMatch(/\[webpack\.Progress\] +\| +\| \d+ ms asset processing > MinimizerPlugin/);
    expect(measured.output).toMatch(/\[webpack\.Progress\] \d+ ms sealing\n/);
    expect(measured.output).toContain('LOG from webpack.Compilation.ModuleProfile');
    // Printed only when it took over 200 ms (webpack logs shorter ones below the level stats show by
    // default); Babel's first module, which loads Babel, takes longer than that.
    expect(measured.output).toMatch(/\d+ ms build modules > 4 x javascript\/esm with javascript\/esm\|.*babel-loader/);
    // --no-cache: no cache folder at all.
    expect(measure.cacheAfterMeasuring).toBeNull();
  });

  it('thread-loader builds the same bundle, but not from the cache a plain build left', () => {
    const { plain, threads } = later;
    expectSuccess(plain, threads);
    // The loader chain is part of the module's identity, so a warm cache does not help (stats as JSON).
    expect(later.threadsBundle).toBe(later.plainBundle);
    expect(later.threadsModules).toHaveLength(4);
    for (const module of later.threadsModules) {
      expect(module.identifier).toMatch(/thread-loader\/dist\/cjs\.js!.*babel-loader/);
      expect(module.built).toBe(true);
    }
  });
});
