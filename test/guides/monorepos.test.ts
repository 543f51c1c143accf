import { lstat, mkdtemp, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, ROOT, run, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('monorepos');

/** The badge() line of the ui package, and the same line after the edit the guide makes in watch mode. */
const BADGE = 'return `[${label}]`;';
const BADGE_EDITED = 'return `(${label})`;';

/** Runs the built bundle with Node, as the guide does. */
const runBundle = (project: ExampleProject) => run('node', ['packages/app/dist/main.js'], project.dir);

/**
 * Settings for every npm command of this file: an empty npm cache of its own (removed after the file), so that
 * nothing depends on what the user's or the CI machine's ~/.npm holds or whether it is writable; no user config;
 * and no update check, which asks the registry for the latest npm even with --offline (npm skips it on CI
 * machines, but not on a developer's).
 */
let npmEnv: NodeJS.ProcessEnv = {};

/**
 * `npm install` in a copy of the example. The guide tells the reader to run plain `npm install`; the test must
 * not touch the network, and npm would fetch webpack and webpack-cli for the root's devDependencies although they
 * are installed already above the copy (in the docs repository's node_modules, which is where the copy's webpack
 * resolves from). So the root package.json is installed without its devDependencies and put back afterwards:
 * everything else (the workspace links, the two id-counter tarballs, the hoisting) is npm's own work, with
 * --offline. The `file:` tarballs need no registry; npm only passes them through its cache (it unpacks each one in
 * the cache's tmp folder to read its package.json, stores it, and extracts it from there), hence the empty cache.
 */
async function npmInstall(project: ExampleProject): Promise<RunResult> {
  const manifest = await project.read('package.json');
  const { devDependencies, ...rest } = JSON.parse(manifest) as Record<string, unknown>;
  expect(devDependencies).toEqual({ webpack: '^5.112.2', 'webpack-cli': '^7.3.1' });
  await writeFile(project.path('package.json'), `${JSON.stringify(rest, null, 2)}\n`);
  try {
    return await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], project.dir, npmEnv);
  } finally {
    await writeFile(project.path('package.json'), manifest);
  }
}

describe('Monorepos', () => {
  let project: ExampleProject;

  beforeAll(async () => {
    project = await ExampleProject.copy('monorepos');
    const cache = await mkdtemp(join(tmpdir(), 'monorepos-npm-cache-'));
    cleanUp(() => rm(cache, { recursive: true, force: true }), 'file');
    // No user .npmrc either (a missing file): a setting such as install-strategy=linked would change the layout.
    npmEnv = { npm_config_cache: cache, npm_config_userconfig: join(cache, 'npmrc') };
    const installed = await npmInstall(project);
    expect(installed.code, installed.output).toBe(0);
  });

  it('npm install links the workspace packages and gives the ui package its own id-counter', async () => {
    for (const [link, target] of [
      ['node_modules/@demo/ui', '../../packages/ui'],
      ['node_modules/@demo/format', '../../packages/format'],
      ['node_modules/app', '../packages/app'],
    ] as const) {
      expect((await lstat(project.path(link))).isSymbolicLink(), link).toBe(true);
      expect(await readlink(project.path(link))).toBe(target);
    }
    // Two real copies, not links: version 1 hoisted to the root, version 2 nested under the ui package.
    expect((await lstat(project.path('node_modules/id-counter'))).isDirectory()).toBe(true);
    expect(JSON.parse(await project.read('node_modules/id-counter/package.json')).version).toBe('1.0.0');
    expect(JSON.parse(await project.read('packages/ui/node_modules/id-counter/package.json')).version).toBe('2.0.0');
    guide.expectShownLines('ls -l node_modules/@demo', (await run('ls', ['-l', 'node_modules/@demo'], project.dir)).output);
    const listed = await run('npm', ['ls', 'id-counter'], project.dir, npmEnv);
    expect(listed.code, listed.output).toBe(0);
    guide.expectShownLines('npm ls id-counter', listed.output);
  });

  it('builds the linked packages under their real paths, with two copies of id-counter', async () => {
    const result = await project.run('build', [], npmEnv);
    expect(result.code, result.output).toBe(0);
    guide.expectShownLines('npm run build\n', result.output);
    // Real paths: nothing of the bundle is reached through node_modules/@demo.
    expect(result.output).not.toContain('node_modules/@demo');
    expect(result.output).toContain('../ui/node_modules/id-counter/index.js');
    expect(result.output).toContain('../../node_modules/id-counter/index.js');

    // The loader ran on the linked packages: `exclude: /node_modules/` tests the real path.
    const bundle = await project.read('packages/app/dist/main.js');
    expect(bundle).not.toContain('console.debug(');
    expect(bundle.match(/let next = 0;/g)).toHaveLength(2);

    const ran = await runBundle(project);
    guide.expectShownLines('node packages/app/dist/main.js\n', ran.output);
    expect(ran.stdout).toContain('card-1 app-1');
  });

  it('aliases id-counter to one copy, which then counts for both packages', async () => {
    const result = await project.run('build:one-copy', [], npmEnv);
    expect(result.code, result.output).toBe(0);
    expect(result.output).not.toContain('ui/node_modules/id-counter');
    expect((await project.read('packages/app/dist/main.js')).match(/let next = 0;/g)).toHaveLength(1);

    const ran = await runBundle(project);
    guide.expectShownLines('npm run build:one-copy && node packages/app/dist/main.js', `${result.output}\n${ran.output}`);
    expect(ran.stdout).toContain('card-1 app-2');
  });

  it('shares one persistent cache between the --env variants unless each has its own cache.name', async () => {
    // The same configuration with one fixed cache name for every variant.
    await writeFile(
      project.path('packages/app/webpack.shared-cache.js'),
      `import config from './webpack.config.js';

export default (env) => ({ ...config(env), cache: { ...config(env).cache, name: 'shared' } });
`,
    );
    const build = async (args: string[]) => {
      const result = await run(join(ROOT, 'node_modules/.bin/webpack'), ['--config', 'webpack.shared-cache.js', ...args], project.path('packages/app'));
      expect(result.code, result.output).toBe(0);
      return (await project.read('packages/app/dist/main.js')).match(/let next = 0;/g)?.length;
    };
    expect(await build([])).toBe(2);
    // The alias is in the configuration, but the cached resolution from the plain build wins: still two copies.
    expect(await build(['--env', 'one-copy'])).toBe(2);
  });

  it('throws the cache away when the local loader changes, though only the configuration is listed', async () => {
    const loader = project.path('packages/app/loaders/strip-debug.js');
    const source = await readFile(loader, 'utf8');
    expect(source).toContain("line.includes('console.debug(')");
    const build = async () => {
      const result = await project.run('build', [], npmEnv);
      expect(result.code, result.output).toBe(0);
      return (await project.read('packages/app/dist/main.js')).match(/console\.debug\(/g)?.length ?? 0;
    };
    expect(await build()).toBe(0);
    await writeFile(loader, source.replace("line.includes('console.debug(')", "line.includes('console.never(')"));
    expect(await build()).toBe(2);
    await writeFile(loader, source);
  });

  it('has no resolve.dedupe option: the schema of resolve has no such property', async () => {
    const schema = JSON.parse(await readFile(join(ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8'));
    const properties = schema.definitions.ResolveOptions.properties as Record<string, unknown>;
    expect(properties).toHaveProperty('alias');
    expect(properties).toHaveProperty('symlinks');
    expect(properties).not.toHaveProperty('dedupe');
  });

  it('with resolve.symlinks false, the linked packages keep their node_modules paths and the loader skips them', async () => {
    const result = await project.run('build:link-paths', [], npmEnv);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('../../node_modules/@demo/ui/src/index.js');
    expect(result.output).not.toContain('../ui/src/index.js');

    const bundle = await project.read('packages/app/dist/main.js');
    expect(bundle.match(/console\.debug\(/g)).toHaveLength(2);
    const ran = await runBundle(project);
    guide.expectShownLines('npm run build:link-paths && node packages/app/dist/main.js', `${result.output}\n${ran.output}`);
    expect(ran.stdout).toContain('card() uses id-counter 2.0.0');
  });

  it('watch mode rebuilds after an edit in a linked package', async () => {
    const badge = project.path('packages/ui/src/badge.js');
    const source = await readFile(badge, 'utf8');
    expect(source).toContain(BADGE);
    const watching = project.start('watch', [], npmEnv);
    const compiled = (count: number) => (output: string) => (output.match(/compiled successfully/g) ?? []).length >= count;
    await watching.waitFor(compiled(1), 'the first build');
    const before = watching.output.length;
    await writeFile(badge, source.replace(BADGE, BADGE_EDITED));
    await watching.waitFor(compiled(2), 'the rebuild after editing badge.js');
    const rebuild = watching.output.slice(before);
    guide.expectShownLines('the rebuild prints', rebuild);
    expect(rebuild).toContain('../ui/src/badge.js');
    await watching.stop();
    expect((await runBundle(project)).stdout).toContain('Hello from the ui package (app)');
    await writeFile(badge, source);
  });

  it('a persistent cache misses edits to a linked package seen through a managed node_modules, unless unmanaged', async () => {
    // webpack's default snapshot.managedPaths is the node_modules folder it is installed in: for the reader,
    // the monorepo's root node_modules. Here webpack is installed above the copy, so this configuration names
    // the copy's root node_modules to get the same setting; `--env unmanaged` adds the fix the guide gives.
    await writeFile(
      project.path('packages/app/webpack.managed.js'),
      `import path from 'node:path';
import config from './webpack.config.js';

export default (env) => ({
  ...config(env),
  cache: { ...config(env).cache, name: 'managed-' + config(env).cache.name + (env.unmanaged ? '-unmanaged' : '') },
  snapshot: {
    managedPaths: [path.resolve(import.meta.dirname, '../../node_modules')],
    unmanagedPaths: env.unmanaged ? [path.resolve(import.meta.dirname, '../../node_modules/@demo')] : [],
  },
});
`,
    );
    const build = async (args: string[]) => {
      const result = await run(join(ROOT, 'node_modules/.bin/webpack'), ['--config', 'webpack.managed.js', ...args], project.path('packages/app'));
      expect(result.code, result.output).toBe(0);
      return (await runBundle(project)).stdout;
    };
    const badge = project.path('packages/ui/src/badge.js');
    const source = await readFile(badge, 'utf8');
    expect(source).toContain(BADGE);
    const linkPaths = ['--env', 'link-paths'];
    const unmanaged = [...linkPaths, '--env', 'unmanaged'];
    // Fill the three caches, then edit the linked package.
    for (const args of [linkPaths, unmanaged, []]) expect(await build(args)).toContain('Hello from the ui package [app]');
    await writeFile(badge, source.replace(BADGE, BADGE_EDITED));
    // Link path inside a managed folder: the cache trusts the package version and serves the old module.
    expect(await build(linkPaths)).toContain('Hello from the ui package [app]');
    // The same paths listed in snapshot.unmanagedPaths: the edit is seen.
    expect(await build(unmanaged)).toContain('Hello from the ui package (app)');
    // Real path outside node_modules: the edit is seen.
    expect(await build([])).toContain('Hello from the ui package (app)');
    await writeFile(badge, source);
  });
});
