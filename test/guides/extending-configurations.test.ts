import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, ROOT, run, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('extending-configurations', 'configuration');

/** A copy of the project, with the workspace package linked into node_modules as `npm install` links it. */
async function copy(): Promise<ExampleProject> {
  const project = await ExampleProject.copy('extending-configurations', 'configuration');
  await mkdir(project.path('node_modules/@acme'), { recursive: true });
  await symlink('../../packages/webpack-config', project.path('node_modules/@acme/webpack-config'), 'dir');
  return project;
}

/** Writes files into the copy (paths relative to it), creating their folders. */
async function write(project: ExampleProject, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(project.path(file)), { recursive: true });
    await writeFile(project.path(file), text);
  }
}

/** A plugin for the checks below: prints what `pick` takes from the options webpack received, as JSON. */
const DUMP_PLUGIN = `export default class DumpPlugin {
  constructor(pick) { this.pick = pick; }
  apply(compiler) { console.log('DUMP ' + JSON.stringify(this.pick(compiler.options))); }
}
`;

/** Every DUMP line a build printed, parsed. */
const dumps = (result: RunResult): unknown[] =>
  result.stdout
    .split('\n')
    .filter((line) => line.startsWith('DUMP '))
    .map((line) => JSON.parse(line.slice('DUMP '.length)) as unknown);

/** A configuration for the checks: the given extends and options, and a DumpPlugin taking `pick`. */
const checkConfig = (extendsValue: string, options: string, pick: string) => `import DumpPlugin from '../dump-plugin.js';
export default {
  extends: ${extendsValue},
  mode: 'none',
  ${options}
  plugins: [new DumpPlugin(${pick})],
};
`;

describe('Extending Configurations', () => {
  let project: ExampleProject;
  beforeAll(async () => {
    project = await copy();
    await write(project, { 'dump-plugin.js': DUMP_PLUGIN, 'src/polyfills.js': "console.log('polyfills');\n" });
  });

  /** Builds `config` (a file of the copy) and returns the one DUMP it printed. */
  async function dumpOf(config: string, args: string[] = []): Promise<unknown> {
    const result = await project.npx('webpack', ['--config', config, ...args]);
    const printed = dumps(result);
    expect(printed, result.output).toHaveLength(1);
    return printed[0];
  }

  describe('a base for development and production', () => {
    it('builds the development configuration with the base merged in, as shown', async () => {
      const result = await project.npx('webpack', ['--config', 'webpack.dev.js']);
      expect(result.code, result.output).toBe(0);
      page.expectShownLines('The development build prints:', result.output);
      expect(await project.files()).toEqual(['main.js']);
      expect(await project.read('dist/main.js')).toContain('Hello from a text file.');
    });

    it('builds the production configuration, its output object merged key by key, as shown', async () => {
      const result = await project.npx('webpack', ['--config', 'webpack.prod.js']);
      expect(result.code, result.output).toBe(0);
      page.expectShownLines('and the production build:', result.output);
      // output.clean from the base emptied dist/, the filename from webpack.prod.js named the bundle.
      const files = await project.files();
      expect(files).toHaveLength(2);
      expect(files.find((file) => /^main\.[0-9a-f]{20}\.js$/.test(file))).toBeDefined();
      expect(files.find((file) => /^main\.[0-9a-f]{20}\.js\.map$/.test(file))).toBeDefined();
    });
  });

  describe('where webpack-cli finds the files', () => {
    it('resolves a relative path against the working directory, an absolute one anywhere', async () => {
      await write(project, {
        'webpack.relative.js': "export default { extends: './webpack.common.js', mode: 'development' };\n",
      });
      const webpack = join(ROOT, 'node_modules/.bin/webpack');
      const here = await run(webpack, ['--config', 'webpack.relative.js'], project.dir);
      expect(here.code, here.output).toBe(0);
      const fromSrc = await run(webpack, ['--config', '../webpack.relative.js'], project.path('src'));
      expect(fromSrc.code).toBe(2);
      expect(fromSrc.output).toContain("Failed to load './webpack.common.js' config");
      expect(fromSrc.output).toContain(`Cannot find module '${project.path('src/webpack.common.js')}'`);
      // The absolute path finds the base (whose plugin prints); the entry, relative to the context, does not resolve from src/.
      const absolute = await run(webpack, ['--config', '../webpack.dev.js'], project.path('src'));
      expect(absolute.output).not.toContain('Failed to load');
      expect(absolute.output).toContain('plugins: ShowOptionsPlugin');
    });

    it('loads a file: URL', async () => {
      await write(project, {
        'checks/url.js': checkConfig("import.meta.resolve('../webpack.common.js')", '', '(o) => o.module.rules.length'),
      });
      expect(await dumpOf('checks/url.js')).toBe(1);
    });

    it('calls an extended function with the env and argv of the main configuration', async () => {
      await write(project, {
        'checks/function-base.js': "export default (env, argv) => ({ name: `${env.flavor}-${argv.mode}` });\n",
        'checks/function.js': checkConfig("'./checks/function-base.js'", '', '(o) => o.name'),
      });
      expect(await dumpOf('checks/function.js', ['--env', 'flavor=acme', '--mode', 'none'])).toBe('acme-none');
    });

    it('awaits an extended promise', async () => {
      await write(project, {
        'checks/promise-base.js': "export default Promise.resolve({ name: 'from-a-promise' });\n",
        'checks/promise.js': checkConfig("'./checks/promise-base.js'", '', '(o) => o.name'),
      });
      expect(await dumpOf('checks/promise.js')).toBe('from-a-promise');
    });

    it('merges every element of an extended array, in order, into one configuration', async () => {
      await write(project, {
        'checks/array-base.js':
          "export default [{ name: 'first', devtool: 'source-map', resolve: { extensions: ['.one'] } }, { name: 'second', resolve: { extensions: ['.two'] } }];\n",
        'checks/array.js': checkConfig("'./checks/array-base.js'", "entry: './src/admin.js',", '(o) => [o.name, o.devtool, o.resolve.extensions]'),
      });
      const result = await project.npx('webpack', ['--config', 'checks/array.js']);
      expect(result.code, result.output).toBe(0);
      expect(dumps(result)).toEqual([['second', 'source-map', ['.one', '.two']]]);
      expect(result.output.match(/compiled successfully/g)).toHaveLength(1);
    });

    it('loads an extended file in another language, here JSON', async () => {
      await write(project, {
        'checks/base.json': '{ "name": "from-json" }\n',
        'checks/json.js': checkConfig("'./checks/base.json'", '', '(o) => o.name'),
      });
      expect(await dumpOf('checks/json.js')).toBe('from-json');
    });

    it('adds the extended files to the filesystem cache build dependencies', async () => {
      await write(project, {
        'checks/cache.js': checkConfig("'./webpack.common.js'", "cache: { type: 'filesystem' },", '(o) => o.cache.buildDependencies.defaultConfig'),
      });
      const defaultConfig = JSON.stringify(await dumpOf('checks/cache.js'));
      expect(defaultConfig).toContain(project.path('checks/cache.js'));
      expect(defaultConfig).toContain(project.path('webpack.common.js'));
    });

    it('adds no build dependencies for the configurations of an array exported by the --config file', async () => {
      await write(project, {
        'checks/cache-array.js': `import DumpPlugin from '../dump-plugin.js';
export default [{ extends: './webpack.common.js', mode: 'none', cache: { type: 'filesystem' }, plugins: [new DumpPlugin((o) => o.cache.buildDependencies.defaultConfig ?? null)] }];
`,
      });
      expect(await dumpOf('checks/cache-array.js')).toBeNull();
    });
  });

  describe('several files in extends', () => {
    it('builds the release configuration as shown: common, prod, admin, banner, release', async () => {
      const result = await project.npx('webpack', ['--config', 'webpack.release.js']);
      expect(result.code, result.output).toBe(0);
      page.expectShownLines('npx webpack --config webpack.release.js', result.output);
      const files = await project.files();
      const main = files.find((file) => /^main\.[0-9a-f]{20}\.js$/.test(file));
      const admin = files.find((file) => /^admin\.[0-9a-f]{20}\.js$/.test(file));
      expect(main && admin, files.join(', ')).toBeTruthy();
      // hidden-source-map: the maps are written, the bundles do not point to them.
      expect(files).toContain(`${main}.map`);
      expect(await project.read(`dist/${main}`)).not.toContain('sourceMappingURL');
      // The banner from parts/banner.js (terser moves a /*! comment to a LICENSE.txt file beside the bundle).
      const texts = await Promise.all(files.map((file) => project.read(`dist/${file}`)));
      expect(texts.some((text) => text.includes('Example Corp. Licensed under the MIT license.'))).toBe(true);
    });

    it('lets a later listed file win over an earlier one, and the current file over both', async () => {
      await write(project, {
        'checks/a.js': "export default { devtool: 'source-map', name: 'a', output: { filename: 'a.js' } };\n",
        'checks/b.js': "export default { devtool: 'hidden-source-map', name: 'b' };\n",
        'checks/order.js': checkConfig("['./checks/a.js', './checks/b.js']", "name: 'current',", '(o) => [o.devtool, o.name, o.output.filename]'),
      });
      expect(await dumpOf('checks/order.js')).toEqual(['hidden-source-map', 'current', 'a.js']);
    });

    it('loses the base of an earlier listed file when two give extends as strings', async () => {
      await write(project, {
        'checks/p.js': "export default { devtool: 'source-map', name: 'p' };\n",
        'checks/q.js': "export default { name: 'q' };\n",
        'checks/x.js': "export default { extends: './checks/p.js' };\n",
        'checks/y.js': "export default { extends: './checks/q.js' };\n",
        'checks/strings.js': checkConfig("['./checks/x.js', './checks/y.js']", '', '(o) => [o.devtool ?? null, o.name]'),
      });
      expect(await dumpOf('checks/strings.js')).toEqual([null, 'q']);
    });

    it('applies all bases before all listed files when two give extends as arrays', async () => {
      await write(project, {
        'checks/p2.js': "export default { name: 'p2', resolve: { extensions: ['.p'] } };\n",
        'checks/q2.js': "export default { devtool: 'cheap-source-map', resolve: { extensions: ['.q'] } };\n",
        'checks/x2.js': "export default { extends: ['./checks/p2.js'], devtool: 'eval', resolve: { extensions: ['.x'] } };\n",
        'checks/y2.js': "export default { extends: ['./checks/q2.js'], resolve: { extensions: ['.y'] } };\n",
        'checks/arrays.js': checkConfig("['./checks/x2.js', './checks/y2.js']", '', '(o) => [o.name, o.devtool, o.resolve.extensions]'),
      });
      // Interleaved (p2, x2, q2, y2), q2's devtool would win over x2's.
      expect(await dumpOf('checks/arrays.js')).toEqual(['p2', 'eval', ['.p', '.q', '.x', '.y']]);
    });

    it('reports a cycle when a path comes up again as written, and merges the file twice when it does not', async () => {
      await write(project, {
        'webpack.loop.js': `import ShowOptionsPlugin from './show-options-plugin.js';
export default { extends: './webpack.loop.js', mode: 'none', entry: './src/admin.js', plugins: [new ShowOptionsPlugin()] };
`,
      });
      const caught = await project.npx('webpack', ['--config', './webpack.loop.js']);
      expect(caught.code).toBe(2);
      page.expectShownLines('compares the paths it has just loaded', caught.output);
      const missed = await project.npx('webpack', ['--config', 'webpack.loop.js']);
      expect(missed.code, missed.output).toBe(0);
      expect(missed.output).not.toContain('Recursive');
      expect(missed.output).toContain('plugins: ShowOptionsPlugin, ShowOptionsPlugin');
    });

    it('also stops for a base listed directly and by a listed file, but merges a path repeated in one list twice', async () => {
      await write(project, {
        'webpack.both.js': `import path from 'node:path';
const here = (file) => path.resolve(import.meta.dirname, file);
export default { extends: [here('webpack.common.js'), here('webpack.prod.js')] };
`,
        'webpack.twice.js': "export default { extends: ['./webpack.common.js', './webpack.common.js'], mode: 'none' };\n",
      });
      const both = await project.npx('webpack', ['--config', 'webpack.both.js']);
      expect(both.code).toBe(2);
      expect(both.output).toContain('Recursive configuration detected, exiting.');
      const twice = await project.npx('webpack', ['--config', 'webpack.twice.js']);
      expect(twice.code, twice.output).toBe(0);
      expect(twice.output).toContain('plugins: ShowOptionsPlugin, ShowOptionsPlugin');
    });

    it('checks nothing for the configurations of an exported array: a cycle there hangs', async () => {
      await write(project, {
        'checks/cycle-b.js': "export default { extends: './checks/cycle-c.js' };\n",
        'checks/cycle-c.js': "export default { extends: './checks/cycle-b.js' };\n",
        'checks/cycle-object.js': "export default { extends: './checks/cycle-b.js', mode: 'none', entry: './src/admin.js' };\n",
        'checks/cycle-array.js': "export default [{ extends: './checks/cycle-b.js', mode: 'none', entry: './src/admin.js' }];\n",
      });
      const object = await project.npx('webpack', ['--config', 'checks/cycle-object.js']);
      expect(object.code).toBe(2);
      expect(object.output).toContain('Recursive configuration detected, exiting.');
      // `timeout` ends the build after 10 seconds with its own exit code, 124.
      const array = await run('timeout', ['10', join(ROOT, 'node_modules/.bin/webpack'), '--config', 'checks/cycle-array.js'], project.dir);
      expect(array.code, array.output).toBe(124);
      expect(array.output).not.toContain('Recursive');
    });
  });

  describe('how values merge', () => {
    it('merges objects key by key', async () => {
      await write(project, {
        'checks/objects-base.js': "export default { resolve: { alias: { one: './one' } }, output: { filename: 'base.js' } };\n",
        'checks/objects.js': checkConfig("'./checks/objects-base.js'", "resolve: { alias: { two: './two' } },", '(o) => [o.resolve.alias, o.output.filename]'),
      });
      expect(await dumpOf('checks/objects.js')).toEqual([{ one: './one', two: './two' }, 'base.js']);
    });

    it('concatenates arrays, the earlier items first', async () => {
      await write(project, {
        'checks/arrays-base.js':
          "export default { entry: { main: ['./src/polyfills.js'] }, resolve: { extensions: ['.a'] }, module: { rules: [{ test: /\\.a$/ }] } };\n",
        'checks/concat.js': checkConfig(
          "'./checks/arrays-base.js'",
          "entry: { main: ['./src/admin.js'] }, resolve: { extensions: ['.b'] }, module: { rules: [{ test: /\\.b$/ }] },",
          '(o) => [o.entry.main.import, o.resolve.extensions, o.module.rules.map((rule) => String(rule.test))]',
        ),
      });
      expect(await dumpOf('checks/concat.js')).toEqual([['./src/polyfills.js', './src/admin.js'], ['.a', '.b'], ['/\\.a$/', '/\\.b$/']]);
    });

    it('combines two ordinary functions, but lets a later async function replace the earlier', async () => {
      await write(project, {
        'checks/sync-base.js': "export default { entry: () => ({ main: './src/polyfills.js' }) };\n",
        'checks/sync.js': "export default { extends: './checks/sync-base.js', mode: 'none', output: { path: import.meta.dirname + '/../dist-sync' }, entry: () => ({ admin: './src/admin.js' }) };\n",
        'checks/async-base.js': "export default { entry: async () => ({ main: './src/polyfills.js' }) };\n",
        'checks/async.js': "export default { extends: './checks/async-base.js', mode: 'none', output: { path: import.meta.dirname + '/../dist-async' }, entry: async () => ({ admin: './src/admin.js' }) };\n",
      });
      const sync = await project.npx('webpack', ['--config', 'checks/sync.js']);
      expect(sync.code, sync.output).toBe(0);
      expect(await project.files('dist-sync')).toEqual(['admin.js', 'main.js']);
      const async = await project.npx('webpack', ['--config', 'checks/async.js']);
      expect(async.code, async.output).toBe(0);
      expect(await project.files('dist-async')).toEqual(['admin.js']);
    });

    it('keeps the earlier value under undefined, and replaces it with any other value or type', async () => {
      await write(project, {
        'checks/replace-base.js': "export default { devtool: 'source-map', output: { filename: 'kept.js' }, entry: { main: './src/index.js' } };\n",
        'checks/replace.js': checkConfig(
          "'./checks/replace-base.js'",
          "devtool: false, output: { filename: undefined }, entry: { main: ['./src/polyfills.js'] },",
          '(o) => [o.devtool, o.output.filename, o.entry.main.import]',
        ),
      });
      expect(await dumpOf('checks/replace.js')).toEqual([false, 'kept.js', ['./src/polyfills.js']]);
    });
  });

  describe('a shared configuration in a package', () => {
    it('extends the linked package through import.meta.resolve, calling its function with env', async () => {
      const development = await project.npx('webpack', ['--config', 'webpack.acme.js']);
      expect(development.code, development.output).toBe(0);
      expect(development.output).toContain('mode: development\ndevtool: eval-source-map\n');
      expect(development.output).toContain('plugins: BannerPlugin, ShowOptionsPlugin');
      const production = await project.npx('webpack', ['--config', 'webpack.acme.js', '--env', 'production']);
      expect(production.code, production.output).toBe(0);
      page.expectShownLines('The second build prints:', production.output);
      expect(await project.read('dist/main.js')).toContain('Hello from a text file.');
    });

    it('fails as shown when extends gives the package name', async () => {
      const bare = await copy();
      const config = await bare.read('webpack.acme.js');
      expect(config).toContain("extends: import.meta.resolve('@acme/webpack-config'),");
      await writeFile(bare.path('webpack.acme.js'), config.replace("import.meta.resolve('@acme/webpack-config')", "'@acme/webpack-config'"));
      const result = await bare.npx('webpack', ['--config', 'webpack.acme.js']);
      expect(result.code).toBe(2);
      page.expectShownLines('Written as the bare name', result.output.replaceAll(bare.dir, '…'));
    });

    it('works from CommonJS with require.resolve', async () => {
      await write(project, {
        'checks/acme.cjs': `class DumpPlugin {
  apply(compiler) { console.log('DUMP ' + JSON.stringify(compiler.options.mode)); }
}
module.exports = { extends: require.resolve('@acme/webpack-config'), entry: './src/admin.js', plugins: [new DumpPlugin()] };
`,
      });
      expect(await dumpOf('checks/acme.cjs', ['--env', 'production'])).toBe('production');
    });
  });

  describe('the --extends flag', () => {
    it('is listed in the help as the page quotes it', async () => {
      const result = await project.npx('webpack', ['--help']);
      expect(result.output).toContain('-e, --extends <value...>');
    });

    it('replaces the extends of the file: the base and its rule are gone, as shown', async () => {
      const result = await project.npx('webpack', ['--config', 'webpack.prod.js', '--extends', './parts/banner.js']);
      expect(result.code).toBe(1);
      expect(result.output).not.toContain('plugins:');
      page.expectShownLines('npx webpack --config webpack.prod.js --extends ./parts/banner.js', result.output);
    });

    it('builds with the base named on the command line too, as shown', async () => {
      const result = await project.npx('webpack', ['--config', 'webpack.prod.js', '--extends', './webpack.common.js', '--extends', './parts/banner.js']);
      expect(result.code, result.output).toBe(0);
      page.expectShownLines('Name the base as well', result.output);
      const short = await project.npx('webpack', ['--config', 'webpack.prod.js', '-e', './webpack.common.js', '-e', './parts/banner.js']);
      expect(short.output).toContain('plugins: ShowOptionsPlugin, BannerPlugin');
    });

    it('is not undone by --extends-reset: the base of the file is still merged', async () => {
      const result = await project.npx('webpack', ['--config', 'webpack.prod.js', '--extends-reset']);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('module.rules: /\\.txt$/\nplugins: ShowOptionsPlugin\n');
    });

    it('applies to every configuration of an exported array', async () => {
      await write(project, {
        'checks/many.js': `import DumpPlugin from '../dump-plugin.js';
const pick = (o) => [o.name, o.plugins.map((plugin) => plugin.constructor.name).filter((name) => name !== 'CLIPlugin')];
export default [
  { name: 'one', mode: 'none', entry: './src/admin.js', output: { path: import.meta.dirname + '/../dist-one' }, plugins: [new DumpPlugin(pick)] },
  { name: 'two', mode: 'none', entry: './src/admin.js', output: { path: import.meta.dirname + '/../dist-two' }, plugins: [new DumpPlugin(pick)] },
];
`,
      });
      const result = await project.npx('webpack', ['--config', 'checks/many.js', '--extends', './parts/banner.js']);
      expect(result.code, result.output).toBe(0);
      expect(dumps(result).sort()).toEqual([
        ['one', ['BannerPlugin', 'DumpPlugin']],
        ['two', ['BannerPlugin', 'DumpPlugin']],
      ]);
    });
  });

  describe('the Node.js API', () => {
    it('builds without the base when given the configuration as it is, as shown', async () => {
      const result = await run('node', ['build.js'], project.dir);
      expect(result.code).toBe(1);
      expect(result.output).not.toContain('plugins:');
      page.expectShownLines('node build.js', result.output);
    });

    it('builds with the base once the script merges it, as shown', async () => {
      const result = await run('node', ['build-merged.js'], project.dir);
      expect(result.code, result.output).toBe(0);
      page.expectShownLines('node build-merged.js', result.output);
    });

    it('validates extends and leaves it out of compiler.options', async () => {
      const script = `import webpack from 'webpack';
const compiler = webpack({ extends: './webpack.common.js', mode: 'none', entry: './src/admin.js' });
console.log('extends kept:', 'extends' in compiler.options);
try { webpack({ extends: 42, mode: 'none' }); } catch (error) { console.log(error.message); }
`;
      await write(project, { 'checks/api.mjs': script });
      const result = await run('node', ['checks/api.mjs'], project.dir);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('extends kept: false');
      expect(result.output).toContain('configuration.extends should be one of these:');
    });
  });
});
