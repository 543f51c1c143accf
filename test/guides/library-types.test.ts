import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { ExampleProject, inLanes, ROOT, run, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const page = new GuideText('output', 'configuration');

/** Every library type webpack 5.112.2 accepts: the schema's enum, and `modern-module`, which EnableLibraryPlugin adds. */
const TYPES = [
  'var', 'assign', 'assign-properties', 'this', 'window', 'self', 'global', 'commonjs', 'commonjs2', 'commonjs-module',
  'commonjs-static', 'amd', 'amd-require', 'umd', 'umd2', 'system', 'jsonp', 'module', 'modern-module',
] as const;
type LibraryType = (typeof TYPES)[number];

/** Where a consumer finds the exports of each classic build (see `SIMULATOR`), as the page's table says. */
const FOUND: Record<LibraryType, string> = {
  var: 'global MyLib',
  assign: 'global MyLib',
  'assign-properties': 'global MyLib',
  this: 'global MyLib',
  window: 'global MyLib',
  self: 'global MyLib',
  global: 'global MyLib',
  commonjs: 'exports.MyLib',
  commonjs2: 'module.exports',
  'commonjs-module': 'module.exports',
  'commonjs-static': 'exports',
  amd: 'define("MyLib")',
  // What the bundle hands back to require(); a real AMD loader discards it, as the table says.
  'amd-require': 'require()',
  umd: 'define()',
  umd2: 'define()',
  system: 'System.register("MyLib")',
  jsonp: 'MyLib()',
  module: 'import',
  'modern-module': 'import',
};

/** What the same library does as ES module output (dist/module-output/), and the word the page's table uses for it. */
const AS_MODULE: Record<LibraryType, { outcome: string; cell: RegExp }> = {
  var: { outcome: 'nothing', cell: /local to the module/ },
  assign: { outcome: 'ReferenceError', cell: /`ReferenceError`/ },
  'assign-properties': { outcome: 'ReferenceError', cell: /`ReferenceError`/ },
  this: { outcome: 'TypeError', cell: /`TypeError`/ },
  window: { outcome: 'global MyLib', cell: /^works/ },
  self: { outcome: 'global MyLib', cell: /^works/ },
  global: { outcome: 'global MyLib', cell: /^works/ },
  commonjs: { outcome: 'ReferenceError', cell: /`ReferenceError`/ },
  commonjs2: { outcome: 'ReferenceError', cell: /`ReferenceError`/ },
  'commonjs-module': { outcome: 'ReferenceError', cell: /`ReferenceError`/ },
  'commonjs-static': { outcome: 'ReferenceError', cell: /`ReferenceError`/ },
  amd: { outcome: 'define("MyLib")', cell: /^works/ },
  'amd-require': { outcome: 'require()', cell: /^works/ },
  umd: { outcome: 'global MyLib', cell: /warning/ },
  umd2: { outcome: 'global MyLib', cell: /warning/ },
  system: { outcome: 'SyntaxError', cell: /`SyntaxError`/ },
  jsonp: { outcome: 'SyntaxError', cell: /`SyntaxError`/ },
  module: { outcome: 'import', cell: /^turned on/ },
  'modern-module': { outcome: 'import', cell: /^turned on/ },
};

/**
 * Runs each built library as its consumer would, in a fresh V8 context with what that consumer provides: a page
 * (window, self, a jsonp callback), CommonJS (exports, module), an AMD loader (define, require) or SystemJS.
 * Classic builds run as scripts (CommonJS ones in a function of exports and module), the others as ES modules.
 * Prints, per file, where the exports turned up and what `greet('Ada')` returned, or the error.
 */
const SIMULATOR = `import vm from 'node:vm';
import { readFileSync } from 'node:fs';

async function simulate(file, env, kind) {
  const code = readFileSync(file, 'utf8');
  const context = vm.createContext({});
  const g = vm.runInContext('globalThis', context);
  const found = [];
  // Pages, AMD loaders and SystemJS run in browsers; CommonJS in Node.js, which has no self.
  if (env !== 'commonjs') g.window = g.self = g;
  if (env === 'page') {
    if (file.endsWith('jsonp.js')) g.MyLib = (exports) => found.push(['MyLib()', exports]);
  }
  if (env === 'amd') {
    g.define = (...args) => found.push([typeof args[0] === 'string' ? 'define(' + JSON.stringify(args[0]) + ')' : 'define()', args.at(-1)()]);
    g.define.amd = {};
    g.require = (deps, factory) => found.push(['require()', factory()]);
  }
  if (env === 'system') {
    g.System = {
      register: (...args) => {
        let exports;
        args.at(-1)((value) => (exports = value), {}).execute();
        found.push([typeof args[0] === 'string' ? 'System.register(' + JSON.stringify(args[0]) + ')' : 'System.register()', exports]);
      },
    };
  }
  const exports = {};
  const module = { exports };
  try {
    if (kind === 'module') {
      const esm = new vm.SourceTextModule(code, { context });
      await esm.link(() => { throw new Error('no imports expected'); });
      await esm.evaluate();
      if (Object.keys(esm.namespace).length) found.push(['import', esm.namespace]);
    } else if (env === 'commonjs') {
      vm.compileFunction(code, ['exports', 'module'], { parsingContext: context })(exports, module);
    } else {
      vm.runInContext(code, context);
    }
    if (env === 'commonjs') {
      if (module.exports !== exports) found.push(['module.exports', module.exports]);
      else if (exports.MyLib) found.push(['exports.MyLib', exports.MyLib]);
      else if (exports.greet) found.push(['exports', exports]);
    }
    if (env === 'page' && typeof g.MyLib === 'object') found.push(['global MyLib', g.MyLib]);
    const [[where, lib] = ['nothing', {}]] = found;
    return { where, greet: lib.greet?.('Ada'), shout: lib.default?.('Ada') };
  } catch (error) {
    return { where: error.name, message: error.message };
  }
}

const results = [];
for (const [file, env, kind] of JSON.parse(process.argv[2])) results.push(await simulate(file, env, kind));
console.log(JSON.stringify(results));
`;

/** The environment each type's consumer runs it in. UMD is also run on a page and as CommonJS below. */
const ENV: Record<LibraryType, string> = {
  var: 'page', assign: 'page', 'assign-properties': 'page', this: 'page', window: 'page', self: 'page', global: 'page',
  commonjs: 'commonjs', commonjs2: 'commonjs', 'commonjs-module': 'commonjs', 'commonjs-static': 'commonjs',
  amd: 'amd', 'amd-require': 'amd', umd: 'amd', umd2: 'amd', system: 'system', jsonp: 'page',
  module: 'page', 'modern-module': 'page',
};

const TYPE_TABLE = '| Type | The consumer finds the exports';

interface Simulated {
  where: string;
  greet?: string;
  shout?: string;
  message?: string;
}

/**
 * The lines of `shown` match the whole of `file`: a line that is only `…` stands for any number of lines (none
 * included), and `…` inside a line for any text. Trailing spaces are ignored.
 */
function excerptMatches(shown: string[], file: string[]): boolean {
  const patterns = shown.map((line) =>
    line === '…' ? null : new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.*')}$`),
  );
  const from = (i: number, j: number): boolean => {
    if (i === patterns.length) return j === file.length;
    const pattern = patterns[i] as RegExp | null;
    if (pattern === null) {
      for (let k = j; k <= file.length; k++) if (from(i + 1, k)) return true;
      return false;
    }
    return j < file.length && pattern.test(file[j]!) && from(i + 1, j + 1);
  };
  return from(0, 0);
}

const lines = (text: string): string[] => text.replace(/\n$/, '').split('\n').map((line) => line.trimEnd());

/** Every ```js fence of the page whose title names an emitted file (`dist/…`), with its lines. */
const excerpts = [...page.text.matchAll(/```js title="(dist\/[^"]+)"\n([\s\S]*?)```/g)].map(([, file, body]) => ({
  file: file!,
  shown: lines(body!),
}));

/** The cells of the page's table row for `` `type` ``, in the first table after `marker`. */
function rowAfter(marker: string, type: string): string[] {
  const at = page.text.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  const table = page.text.slice(at).split('\n\n').find((block) => block.startsWith('|'))!;
  const row = table.split('\n').find((line) => line.startsWith(`| \`${type}\` |`));
  expect(row, `a row for ${type} after ${marker}`).toBeDefined();
  return row!.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
}

/** Compiles one library configuration in this process; resolves with the error webpack reports, if any. */
function compile(project: ExampleProject, config: webpack.Configuration | webpack.Configuration[]): Promise<string | undefined> {
  const configs = (Array.isArray(config) ? config : [config]).map((one) => ({
    mode: 'production' as const,
    context: project.dir,
    entry: './src/index.js',
    optimization: { minimize: false },
    ...one,
  }));
  return new Promise((resolve) => {
    webpack(configs, (error, stats) => {
      if (error) return resolve(error.message);
      if (stats?.hasErrors()) return resolve(stats.toString({ all: false, errors: true }));
      resolve(undefined);
    });
  });
}

type Job = [file: string, env: string, kind: 'script' | 'module'];

/** The ways the page says the app behaves once deployed under /docs/ (see `deploy`). */
const DEPLOYS = {
  auto: { value: '"auto"', chunk: '/docs/js/899.js', logo: '/docs/images/logo.svg', text: 'Lazy chunk loaded from …/docs/js/../' },
  docs: { value: '"/docs/"', chunk: '/docs/js/899.js', logo: '/docs/images/logo.svg', text: 'Lazy chunk loaded from /docs/' },
  cdn: {
    value: '"https://cdn.example.com/app/"',
    chunk: 'https://cdn.example.com/app/js/899.js',
    logo: 'https://cdn.example.com/app/images/logo.svg',
    text: 'Lazy chunk loaded from https://cdn.example.com/app/',
  },
  empty: { value: '""', chunk: '/docs/guide/js/899.js', logo: '/docs/guide/images/logo.svg', text: 'ChunkLoadError: Loading chunk 899 failed.\n(error: …/docs/guide/js/899.js)' },
  root: { value: '"/"', chunk: '/js/899.js', logo: '/images/logo.svg', text: 'ChunkLoadError: Loading chunk 899 failed.\n(error: …/js/899.js)' },
  'docs-no-slash': { value: '"/docs"', chunk: '/docsjs/899.js', logo: '/docsimages/logo.svg', text: 'ChunkLoadError: Loading chunk 899 failed.\n(error: …/docsjs/899.js)' },
};
/** The run-time assignment builds, on a page that sets window.ASSET_HOST to /assets/: where their lazy chunk comes from. */
const RUNTIME_DEPLOYS = { runtime: '/assets/js/899.js', 'runtime-module': '/docs/js/899.js', 'runtime-module-empty': '/assets/js/899.js' };

describe('output: library types and public paths', () => {
  let project: ExampleProject;
  let builds: Record<'libraries' | 'publicPaths', Promise<RunResult>>;
  beforeAll(async () => {
    project = await ExampleProject.copy('library-types', 'configuration');
    await writeFile(project.path('simulate.mjs'), SIMULATOR);
    builds = inLanes({ libraries: () => project.run('build'), publicPaths: () => project.run('build:public-path') });
  });

  /** Runs each file (relative to the copy) as `env`'s consumer would, all in one Node.js process. */
  async function simulate(jobs: Job[]): Promise<Simulated[]> {
    const args = ['--no-warnings', '--experimental-vm-modules', 'simulate.mjs', JSON.stringify(jobs.map(([file, ...rest]) => [project.path(file), ...rest]))];
    const result = await run(process.execPath, args, project.dir);
    expect(result.code, result.output).toBe(0);
    return JSON.parse(result.stdout) as Simulated[];
  }

  /** Every library of the main run, classic and as ES module output, simulated once for the tests below. */
  let simulated: Promise<Map<string, Simulated>> | undefined;
  function simulation(): Promise<Map<string, Simulated>> {
    simulated ??= builds.libraries.then(async () => {
      const jobs: Job[] = [];
      for (const type of TYPES) {
        const isModule = type === 'module' || type === 'modern-module';
        jobs.push([`dist/${type}.js`, ENV[type], isModule ? 'module' : 'script']);
        // A module script runs on a page (UMD's last branch); an AMD loader or SystemJS is there for the types that need one.
        if (!isModule) jobs.push([`dist/module-output/${type}.js`, type.startsWith('umd') ? 'page' : ENV[type], 'module']);
      }
      jobs.push(['dist/umd.js', 'commonjs', 'script'], ['dist/umd.js', 'page', 'script']);
      const results = await simulate(jobs);
      return new Map(jobs.map(([file, env], i) => [`${file} ${env}`, results[i]!]));
    });
    return simulated;
  }

  describe('library types', () => {
    it('builds every type, and ES module output of each script type, in one run; only UMD warns', async () => {
      const result = await builds.libraries;
      expect(result.code, result.output).toBe(0);
      const files = (await project.files('dist')).filter((file) => !file.startsWith('public-path/'));
      const scriptTypes = TYPES.filter((type) => type !== 'module' && type !== 'modern-module');
      expect(files.sort()).toEqual([...TYPES.map((type) => `${type}.js`), ...scriptTypes.map((type) => `module-output/${type}.js`)].sort());
      expect(result.output.match(/compiled successfully/g)).toHaveLength(TYPES.length + scriptTypes.length - 2);
      expect(result.output.match(/compiled with 1 warning/g)).toHaveLength(2);
      page.expectShownLines('webpack warns about the two UMD builds', result.output);
    });

    it('lists every type in the table, and the schema has no other', async () => {
      const schema = JSON.parse(await readFile(join(ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as {
        definitions: { LibraryType: { anyOf: [{ enum: string[] }] } };
      };
      expect([...schema.definitions.LibraryType.anyOf[0].enum, 'modern-module'].sort()).toEqual([...TYPES].sort());
      for (const type of TYPES) rowAfter(TYPE_TABLE, type);
    });

    it('shows excerpts that match the emitted files, the elided body apart', async () => {
      await Promise.all([builds.libraries, builds.publicPaths]);
      expect(excerpts.length).toBeGreaterThanOrEqual(14);
      for (const { file, shown } of excerpts) {
        const emitted = lines(await project.read(file));
        expect(excerptMatches(shown, emitted), `${file}:\n${shown.join('\n')}\n--- emitted ---\n${emitted.join('\n')}`).toBe(true);
      }
    });

    it('emits dist/window.js with only the statement the table gives for the types without an excerpt of their own', async () => {
      await builds.libraries;
      const windowFile = await project.read('dist/window.js');
      for (const type of ['this', 'self', 'global', 'commonjs']) {
        const [, statement] = rowAfter('differ from `dist/window.js` only in', type);
        const code = /^`(.+)`$/.exec(statement!)?.[1];
        expect(code, type).toBeDefined();
        expect(await project.read(`dist/${type}.js`), type).toBe(windowFile.replace('\nwindow.MyLib = __webpack_exports__;\n', `\n${code}\n`));
      }
    });

    it('emits the same file for the type pairs the page calls identical', async () => {
      await builds.libraries;
      for (const [a, b] of [['module', 'modern-module'], ['umd', 'umd2'], ['commonjs2', 'commonjs-module']]) {
        expect(await project.read(`dist/${b}.js`), b).toBe(await project.read(`dist/${a}.js`));
      }
    });

    it.each(TYPES)('%s: the consumer finds the exports where the table says, and the output.module column is right', async (type) => {
      const results = await simulation();
      expect(results.get(`dist/${type}.js ${ENV[type]}`)).toEqual({ where: FOUND[type], greet: 'Hello, Ada!', shout: 'HELLO, ADA!' });
      const [, , , asModuleCell] = rowAfter(TYPE_TABLE, type);
      expect(asModuleCell).toMatch(AS_MODULE[type].cell);
      if (type === 'module' || type === 'modern-module') return;
      const asModule = results.get(`dist/module-output/${type}.js ${type.startsWith('umd') ? 'page' : ENV[type]}`)!;
      expect(asModule.where, JSON.stringify(asModule)).toBe(AS_MODULE[type].outcome);
    });

    it('a UMD build of the web target works on a page, but not in Node.js, where self is missing', async () => {
      const results = await simulation();
      expect(results.get('dist/umd.js page')).toEqual({ where: 'global MyLib', greet: 'Hello, Ada!', shout: 'HELLO, ADA!' });
      expect(results.get('dist/umd.js commonjs')).toEqual({ where: 'ReferenceError', message: 'self is not defined' });
      expect(rowAfter(TYPE_TABLE, 'umd')[1]).toContain('`ReferenceError: self is not defined`');
    });

    // The `name` column: required, must be unset, or optional (then the exports are copied onto the object).
    it.each([
      ['var', undefined, 'Library name must be a string or string array.'],
      ['assign', undefined, 'Library name must be a string or string array.'],
      ['assign-properties', undefined, 'Library name must be a string or string array.'],
      ['jsonp', undefined, 'Jsonp library name must be a simple string.'],
      ['module', 'MyLib', 'Library name must be unset.'],
      ['modern-module', 'MyLib', 'Library name must be unset.'],
      ['amd-require', 'MyLib', 'AMD library name must be unset.'],
    ])('%s with name %s fails: %s', async (type, name, message) => {
      expect(rowAfter(TYPE_TABLE, type)[2]).toMatch(name ? /^must be unset/ : /^required/);
      const error = await compile(project, { output: { path: project.path('names'), library: name ? { type, name } : { type } } });
      expect(error).toContain(message);
    });

    it('builds the types with an optional name without one, copying the exports onto the object; UMD runs in Node.js with globalThis', async () => {
      const optional = ['this', 'window', 'self', 'global', 'commonjs', 'commonjs2', 'commonjs-static', 'amd', 'umd', 'system'];
      for (const type of optional) expect(rowAfter(TYPE_TABLE, type)[2], type).toMatch(/^optional/);
      // The project itself builds commonjs2 and commonjs-static without a name.
      const unnamed = optional.filter((type) => type !== 'commonjs2' && type !== 'commonjs-static');
      const error = await compile(project, [
        ...unnamed.map((type) => ({ name: type, output: { path: project.path('unnamed'), filename: `${type}.js`, library: { type } } })),
        { name: 'umd-globalThis', output: { path: project.path('unnamed'), filename: 'umd-globalThis.js', library: { type: 'umd', name: 'MyLib' }, globalObject: 'globalThis' } },
      ]);
      expect(error).toBeUndefined();
      for (const [type, target] of [['this', 'this'], ['window', 'window'], ['self', 'self'], ['global', 'self'], ['commonjs', 'exports']]) {
        expect(await project.read(`unnamed/${type}.js`)).toContain(`const __webpack_export_target__ = ${target};\n`);
      }
      expect(await simulate([['unnamed/umd-globalThis.js', 'commonjs', 'script']])).toEqual([{ where: 'module.exports', greet: 'Hello, Ada!', shout: 'HELLO, ADA!' }]);
    });
  });

  describe('public path', () => {
    it('builds the app once per public path', async () => {
      const result = await builds.publicPaths;
      expect(result.code, result.output).toBe(0);
      expect(result.output.match(/compiled successfully/g)).toHaveLength(12);
    });

    it('addresses chunks and assets of ES module output relative to the file, and Node.js chunks by require()', async () => {
      await builds.publicPaths;
      const module = await project.read('dist/public-path/module/js/main.js');
      expect(module).toContain('(import("../js/899.js"))');
      expect(module).toContain('new URL("../images/logo.svg", import.meta.url).href');
      // The assignment makes the loader drop its table of fixed chunk imports, yet the URL it builds instead skips .p.
      const runtimeModule = await project.read('dist/public-path/runtime-module/js/main.js');
      expect(module).toContain('const chunkImports = {');
      expect(runtimeModule).not.toContain('chunkImports');
      expect(runtimeModule).toContain('import("../" + __webpack_require__.u(chunkId))');
      expect(await project.read('dist/public-path/runtime-module-empty/js/main.js')).toContain('import(__webpack_require__.p + __webpack_require__.u(chunkId))');
      expect(await project.read('dist/public-path/node/js/main.cjs')).toContain('require("../" + __webpack_require__.u(chunkId))');
    });

    it('compiles the assignment to __webpack_require__.p', async () => {
      await builds.publicPaths;
      for (const name of Object.keys(RUNTIME_DEPLOYS)) {
        expect(await project.read(`dist/public-path/${name}/js/main.js`), name).toContain('\n__webpack_require__.p = window.ASSET_HOST;\n');
      }
      expect(page.text).toContain('`__webpack_require__.p = window.ASSET_HOST;`');
    });

    it('runs the Node.js builds as shown: no public path needed, and none found with auto', async () => {
      await builds.publicPaths;
      const [plain, auto] = await Promise.all([
        run(process.execPath, ['dist/public-path/node/js/main.cjs'], project.dir),
        run(process.execPath, ['dist/public-path/node-auto/js/main.cjs'], project.dir),
      ]);
      expect(plain.code, plain.output).toBe(0);
      page.expectShownLines('node dist/public-path/node/js/main.cjs', plain.output);
      expect(auto.code).toBe(1);
      page.expectShownLines('node dist/public-path/node-auto/js/main.cjs', auto.output.replaceAll(project.dir, '…'));
    });

    /** Deploys build `name` to /docs/ of a fresh server, opens /docs/guide/ and reports what the page asked for and showed. */
    async function deploy(name: string, { module = false, assetHost }: { module?: boolean; assetHost?: string } = {}) {
      const site = project.path('sites', name);
      await cp(project.path('dist/public-path', name), join(site, 'docs'), { recursive: true });
      let html = await project.read('page.html');
      if (module) html = html.replace('<script defer', '<script type="module"');
      if (assetHost) html = html.replace('<script', `<script>window.ASSET_HOST = ${JSON.stringify(assetHost)};</script>\n    <script`);
      await mkdir(join(site, 'docs/guide'), { recursive: true });
      await writeFile(join(site, 'docs/guide/index.html'), html);
      const { origin, requests } = await serveFolder(site);
      const { page: tab } = await openPage();
      const cdn: string[] = [];
      await tab.route('https://cdn.example.com/**', async (route) => {
        const url = route.request().url();
        cdn.push(url);
        const body = await readFile(join(site, 'docs', new URL(url).pathname.replace(/^\/app\//, '')));
        await route.fulfill({ status: 200, body, contentType: url.endsWith('.svg') ? 'image/svg+xml' : 'text/javascript' });
      });
      await tab.goto(`${origin}/docs/guide/`);
      const output = tab.locator('output');
      await expect.poll(() => output.textContent(), { timeout: 20_000 }).not.toBe('Loading…');
      await expect.poll(() => [...requests, ...cdn].some((path) => path.includes('logo.svg')), { timeout: 20_000 }).toBe(true);
      const requested = [...requests, ...cdn];
      const text = (await output.textContent())!.replaceAll(origin, '…');
      await tab.context().close();
      return { text, chunk: requested.find((path) => path.endsWith('899.js')), logo: requested.find((path) => path.endsWith('logo.svg')) };
    }

    it('deployed under /docs/, each build requests its chunk and logo where the tables say', async () => {
      await builds.publicPaths;
      const names = Object.keys(DEPLOYS) as (keyof typeof DEPLOYS)[];
      const runtimeNames = Object.keys(RUNTIME_DEPLOYS) as (keyof typeof RUNTIME_DEPLOYS)[];
      const [seen, seenRuntime] = await Promise.all([
        Promise.all(names.map((name) => deploy(name))),
        Promise.all(runtimeNames.map((name) => deploy(name, { module: name !== 'runtime', assetHost: '/assets/' }))),
      ]);
      names.forEach((name, i) => {
        const { value, chunk, logo, text } = DEPLOYS[name];
        const row = rowAfter('| `publicPath` | Lazy chunk requested from', value);
        expect([row[1], row[2]], name).toEqual([`\`${chunk}\``, `\`${logo}\``]);
        expect(seen[i], name).toEqual({ text, chunk, logo });
      });
      page.expectShownLines('The page then shows', seen[names.indexOf('docs-no-slash')]!.text);
      runtimeNames.forEach((name, i) => {
        const row = rowAfter('| Build | `output.publicPath` | Logo requested from', name);
        expect(row[2], name).toBe('`/assets/images/logo.svg`');
        expect(row[3]!.startsWith(`\`${RUNTIME_DEPLOYS[name]}\``), name).toBe(true);
        expect([seenRuntime[i]!.logo, seenRuntime[i]!.chunk], name).toEqual(['/assets/images/logo.svg', RUNTIME_DEPLOYS[name]]);
      });
    });
  });
});
