import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, run, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('package-exports');

/** What `node <bundle>` printed, as the guide shows it: non-empty lines. */
async function runBundle(project: ExampleProject, bundle: string): Promise<string[]> {
  const result = await run('node', [bundle], project.dir);
  expect(result.code, result.output).toBe(0);
  return result.stdout.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Asks webpack's own resolver, configured as webpack configures it, what a request becomes: the conditions it uses,
 * the file a request resolves to (relative to the project) or the error. Prints one JSON object.
 */
const PROBE = `
const { relative } = require('node:path');
const webpack = require('webpack');

const base = { context: __dirname, mode: 'production', target: 'web', entry: './src/index.js', resolve: { modules: ['packages', 'node_modules'] } };
const resolverFor = (options, dependencyType) =>
  webpack({ ...base, ...options, resolve: { ...base.resolve, ...options.resolve } }).resolverFactory.get('normal', { dependencyType });
const conditions = (options, dependencyType = 'esm') => [...resolverFor(options, dependencyType).options.conditionNames];
const resolve = (options, request, dependencyType = 'esm', from = 'src') =>
  new Promise((done) =>
    resolverFor(options, dependencyType).resolve({}, __dirname + '/' + from, request, {}, (error, result) =>
      done(error ? 'error: ' + error.message.replaceAll(__dirname, '…') : relative(__dirname, result)),
    ),
  );

(async () => {
  const out = {
    conditions: {
      webProduction: conditions({}),
      webDevelopment: conditions({ mode: 'development' }),
      nodeProduction: conditions({ target: 'node' }),
      webworker: conditions({ target: 'webworker' }),
      electronRenderer: conditions({ target: 'electron-renderer' }),
      modeNone: conditions({ mode: 'none' }),
      require: conditions({}, 'commonjs'),
      worker: conditions({}, 'worker'),
      custom: conditions({ resolve: { conditionNames: ['my-condition', '...'] } }),
      customOnly: conditions({ resolve: { conditionNames: ['my-condition'] } }),
    },
    resolved: {
      defaultOnly: await resolve({ resolve: { conditionNames: ['webpack'] } }, 'greeter'),
      nestedImport: await resolve({}, 'nested'),
      nestedRequire: await resolve({}, 'nested', 'commonjs'),
      defaultFirst: await resolve({}, 'nested/late'),
      secret: await resolve({}, 'greeter/features/internal/secret'),
      hashFromApp: await resolve({}, '#format'),
      hashFromPackage: await resolve({}, '#format', 'esm', 'packages/greeter/src'),
      // With only node_modules to search, 'greeter' can be found from inside the package by self-reference alone.
      selfReference: await resolve({ target: 'node', resolve: { modules: ['node_modules'] } }, 'greeter', 'esm', 'packages/greeter/src/features'),
      aliasRoot: await resolve({ resolve: { modules: ['node_modules'], alias: { greeter: __dirname + '/packages/greeter' } } }, 'greeter'),
      aliasMode: await resolve({ resolve: { modules: ['node_modules'], alias: { greeter: __dirname + '/packages/greeter' } } }, 'greeter/mode'),
      noExportsWeb: await resolve({ resolve: { exportsFields: [] } }, 'greeter'),
      noExportsNode: await resolve({ target: 'node', resolve: { exportsFields: [] } }, 'greeter'),
      noExportsSubpath: await resolve({ resolve: { exportsFields: [] } }, 'greeter/mode'),
    },
  };
  console.log(JSON.stringify(out));
})();
`;

interface Probe {
  conditions: Record<string, string[]>;
  resolved: Record<string, string>;
}

async function probe(project: ExampleProject): Promise<Probe> {
  await writeFile(project.path('probe.cjs'), PROBE);
  // A package whose nested condition matches nothing for `import`, to show the search going back to the outer object.
  await mkdir(project.path('packages/nested'), { recursive: true });
  await writeFile(
    project.path('packages/nested/package.json'),
    JSON.stringify({
      name: 'nested',
      exports: { '.': { browser: { require: './req.js' }, default: './def.js' }, './late': { default: './def.js', browser: './req.js' } },
    }),
  );
  await writeFile(project.path('packages/nested/req.js'), 'module.exports = 1;\n');
  await writeFile(project.path('packages/nested/def.js'), 'export default 1;\n');
  const result = await run('node', ['probe.cjs'], project.dir);
  expect(result.code, result.output).toBe(0);
  return JSON.parse(result.stdout) as Probe;
}

const OLD_FIELDS = /legacy\//;

describe('Package Exports guide', () => {
  // One copy for the main build and its bundles; the commands that change dist/ or fail get their own copies.
  let main: ExampleProject;
  let build: RunResult;
  let mainProbe: Promise<Probe> | undefined;
  /** The resolver's answers for the unchanged project, asked once for the tests that need them. */
  const probeMain = () => (mainProbe ??= probe(main));
  beforeAll(async () => {
    main = await ExampleProject.copy('package-exports');
    build = await main.run('build');
  });

  it('builds the four configurations, and the development build lists the files the conditions picked', async () => {
    expect(build.code, build.output).toBe(0);
    guide.expectShownLines('npm run build', build.output);
    for (const name of ['web', 'node', 'dev', 'custom']) expect(build.output).toContain(`${name} (webpack 5.112.2) compiled successfully`);
    expect(await main.files('dist')).toEqual(['custom/main.js', 'dev/main.js', 'node/main.js', 'web/main.js']);
    // exports wins over main, module and browser: no build contains a legacy file.
    for (const name of ['web', 'node', 'dev', 'custom']) expect(await main.read(`dist/${name}/main.js`)).not.toContain('legacy/');
    expect(build.output).not.toMatch(OLD_FIELDS);
  });

  it('picks the browser or node entry, the mode entry and, by key order, the ./order entry', async () => {
    expect(build.code).toBe(0);
    const web = await runBundle(main, 'dist/web/main.js');
    expect(web).toEqual(guide.shownOutputAfter('node dist/web/main.js'));
    expect(web).toContain('greeter/order: ./src/order/browser.js');
    const node = await runBundle(main, 'dist/node/main.js');
    expect(node).toEqual(guide.shownOutputAfter('node dist/node/main.js'));
    expect(node).toContain('greeter/order: ./src/order/webpack.js');
    // The development build got development.js and the #format entry for development.
    expect(await runBundle(main, 'dist/dev/main.js')).toEqual([
      'Hello, reader, from the browser build. [format-debug.js]',
      'greeter/mode: development',
      'greeter/order: ./src/order/browser.js',
      'HELLO, READER, FROM THE BROWSER BUILD. [FORMAT-DEBUG.JS]',
    ]);
    const custom = await runBundle(main, 'dist/custom/main.js');
    expect(custom).toEqual(guide.shownOutputAfter('node dist/custom/main.js'));
  });

  it('uses the default conditions the guide lists, per target, mode and dependency type', async () => {
    const { conditions, resolved } = await probeMain();
    const start = ['import', 'module-sync', 'module', 'webpack'];
    expect(conditions.webProduction).toEqual([...start, 'production', 'browser']);
    expect(conditions.webDevelopment).toEqual([...start, 'development', 'browser']);
    expect(conditions.nodeProduction).toEqual([...start, 'production', 'node']);
    expect(conditions.webworker).toEqual([...start, 'production', 'worker', 'browser']);
    expect(conditions.electronRenderer).toEqual([...start, 'production', 'node', 'browser', 'electron']);
    // The guide's table shows the same lists (rows starting with `…` leave out the first three conditions).
    const table = guide.text
      .split('\n')
      .filter((line) => line.startsWith('| `target: '))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, build, list]) => [build, list!.replace(/^… /, '').replaceAll('`', '').split(', ')] as const);
    expect(table.map(([build]) => build)).toEqual([
      "`target: 'web'`, `mode: 'production'`",
      "`target: 'web'`, `mode: 'development'`",
      "`target: 'node'`, `mode: 'production'`",
      "`target: 'webworker'`",
      "`target: 'electron-renderer'`",
    ]);
    const shown = [conditions.webProduction, conditions.webDevelopment, conditions.nodeProduction, conditions.webworker, conditions.electronRenderer];
    table.forEach(([, list], index) => expect(shown[index]!.slice(-list.length), table[index]![0]).toEqual(list));
    expect(table.slice(0, 3).every(([, list]) => list[0] === 'import')).toBe(true);
    expect(conditions.modeNone).toEqual(conditions.webProduction);
    expect(conditions.require).toEqual(['require', 'module-sync', 'module', 'webpack', 'production', 'browser']);
    expect(conditions.worker).toEqual(['worker', ...conditions.webProduction!]);
    expect(conditions.custom).toEqual(['my-condition', ...conditions.webProduction!]);
    // Without '...' nothing else is left, not even `import`.
    expect(conditions.customOnly).toEqual(['my-condition']);
    // `default` always matches; a nested object that matches nothing falls back to the next outer key.
    expect(resolved.defaultOnly).toBe('packages/greeter/src/default.js');
    expect(resolved.nestedImport).toBe('packages/nested/def.js');
    expect(resolved.nestedRequire).toBe('packages/nested/req.js');
    // A key after `default` is never reached, even when it is active.
    expect(resolved.defaultFirst).toBe('packages/nested/def.js');
  });

  it('reports a blocked subpath and an unlisted file with the message the guide shows', async () => {
    const project = await ExampleProject.copy('package-exports');
    const result = await project.npx('webpack', ['--config-name', 'web', '--entry-reset', '--entry', './src/private.js']);
    expect(result.code).toBe(1);
    guide.expectShownLines('npx webpack --config-name web --entry-reset --entry ./src/private.js', result.output);
    expect(result.output).toContain(`from package ${project.path('packages/greeter')} (see exports field in ${project.path('packages/greeter/package.json')})`);
    expect(result.output).toContain('compiled with 2 errors');
  });

  it('without the null entry, the ./features/* pattern would export the internal file too', async () => {
    const project = await ExampleProject.copy('package-exports');
    const file = project.path('packages/greeter/package.json');
    const manifest = await readFile(file, 'utf8');
    expect(manifest).toContain('"./features/internal/*": null');
    const pkg = JSON.parse(manifest) as { exports: Record<string, unknown> };
    delete pkg.exports['./features/internal/*'];
    await writeFile(file, JSON.stringify(pkg, null, 2));
    const { resolved } = await probe(project);
    expect(resolved.secret).toBe('packages/greeter/src/features/internal/secret.js');
    // And with it, the same request is refused.
    expect((await probeMain()).resolved.secret).toMatch(/^error: "\.\/features\/internal\/secret" is not exported under the conditions/);
  });

  it('resolves #format only from the package, and the package can import itself by name', async () => {
    const { resolved } = await probeMain();
    expect(resolved.hashFromPackage).toBe('packages/greeter/src/internal/format.js');
    expect(resolved.hashFromApp).toBe("error: Can't resolve '#format' in '…/src'");
    // The self-reference in shout.js goes through the map with the build's conditions.
    expect(resolved.selfReference).toBe('packages/greeter/src/node.js');
    expect(await readFile(main.path('packages/greeter/src/features/shout.js'), 'utf8')).toContain("from 'greeter';");
    expect(build.code).toBe(0);
    expect(build.output).toContain('./packages/greeter/src/features/shout.js');
  });

  it('with my-condition alone, subpaths that need other conditions fail with the message shown', async () => {
    const project = await ExampleProject.copy('package-exports');
    const result = await project.npx('webpack', ['--config-name', 'custom', '--resolve-condition-names-reset', '--resolve-condition-names', 'my-condition']);
    expect(result.code).toBe(1);
    guide.expectShownLines('npx webpack --config-name custom --resolve-condition-names-reset', result.output);
    expect(result.output).toContain('compiled with 2 errors');
  });

  it('with exportsFields emptied, the main fields pick the entry; an alias to the folder skips exports', async () => {
    const project = await ExampleProject.copy('package-exports');
    const result = await project.npx('webpack', ['--config-name', 'web', '--entry-reset', '--entry', './src/legacy.js', '--resolve-exports-fields-reset']);
    expect(result.code, result.output).toBe(0);
    expect(await runBundle(project, 'dist/web/main.js')).toEqual(guide.shownOutputAfter('--resolve-exports-fields-reset\nnode dist/web/main.js'));
    const { resolved } = await probe(project);
    expect(resolved.noExportsWeb).toBe('packages/greeter/legacy/browser.js');
    expect(resolved.noExportsNode).toBe('packages/greeter/legacy/module.js');
    // Without the map a subpath is a path inside the package folder, and there is no file `mode` there.
    expect(resolved.noExportsSubpath).toBe("error: Can't resolve 'greeter/mode' in '…/src'");
    expect(resolved.aliasRoot).toBe('packages/greeter/legacy/browser.js');
    expect(resolved.aliasMode).toBe("error: Can't resolve 'greeter/mode' in '…/src'");
  });
});
