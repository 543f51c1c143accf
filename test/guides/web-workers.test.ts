import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, ExampleProject, serveFolder, type RunResult, inLanes } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('web-workers');

const WORKER_ASSET = /asset workers\/primes\.[0-9a-f]{8}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: primes\)/;
const WORKER_FILE = /^workers\/primes\.[0-9a-f]{8}\.js$/;

/** Types a limit (or keeps the page's default), presses one of the two buttons and waits for the page's answer. */
async function count(page: Page, limit: number | undefined, where: 'worker' | 'page'): Promise<string | null> {
  if (limit !== undefined) await page.locator('input[name="limit"]').fill(String(limit));
  await page.getByRole('button', { name: where === 'worker' ? 'Count in the worker' : 'Count on the page' }).click();
  const output = page.locator('output');
  await expect.poll(() => output.textContent(), { timeout: 20_000 }).toMatch(/counted by|did not start/);
  return output.textContent();
}

/** The file under workers/ that the build emitted into `folder`. */
async function workerFile(project: ExampleProject, folder = 'dist'): Promise<string> {
  const file = (await project.files(folder)).find((name) => WORKER_FILE.test(name));
  expect(file).toBeDefined();
  return file!;
}

/**
 * The variations the guide describes but does not tell the reader to build: one webpack process with one
 * configuration per case, instead of a process each. Cases that only ask "did webpack see a worker?" skip
 * the HTML page and the minifier.
 */
const CHECKS_CONFIG = `import path from 'node:path';
import config from './webpack.config.js';
import cdn from './webpack.cdn.js';

const out = (name) => path.resolve(import.meta.dirname, 'dist-' + name);
const bare = (name, entry, extra = {}) => ({
  ...config, name, entry, output: { ...config.output, path: out(name) }, plugins: [], ...extra,
});
const plain = (name, entry, extra = {}) => bare(name, entry, { optimization: { minimize: false }, ...extra });
const { workerPublicPath, ...cdnOutput } = cdn.output;

export default [
  bare('inside', './src/inside.js'),
  bare('outside', './src/outside.js'),
  plain('outside-dev', './src/outside.js', { mode: 'development' }),
  { ...cdn, name: 'without', output: { ...cdnOutput, path: out('without') } },
  plain('twice', './src/check-twice.js'),
  plain('window', './src/check-window.js'),
  plain('window-listed', './src/check-window.js', { module: { parser: { javascript: { worker: ['window.Worker', '...'] } } } }),
  plain('variable', './src/check-variable.js'),
  plain('template', './src/check-template.js'),
  plain('ignore', './src/check-ignore.js'),
];
`;

const CALL = "new Worker(new URL('./primes.worker.js', import.meta.url), {";
const CHECK_SOURCES: Record<string, string> = {
  'check-twice.js': `new Worker(new URL('./primes.worker.js', import.meta.url), { name: 'first' });
new Worker(new URL('./primes.worker.js', import.meta.url), { name: 'second' });
`,
  'check-window.js': "new window.Worker(new URL('./primes.worker.js', import.meta.url));\n",
  'check-variable.js': "const file = './primes.worker.js';\nnew Worker(new URL(file, import.meta.url));\n",
  'check-template.js': "const name = location.hash.slice(1);\nnew Worker(new URL(`./${name}.js`, import.meta.url));\n",
  'check-ignore.js': "new Worker(/* webpackIgnore: true */ new URL('./primes.worker.js', import.meta.url));\n",
};

type BuildName = 'main' | 'checks' | 'split' | 'module' | 'cdn' | 'stringPath' | 'urlVariable';
interface Build {
  project: ExampleProject;
  result: RunResult;
}

describe('Web Workers', () => {
  const builds = {} as Record<BuildName, Promise<Build>>;

  // Every build starts here, two at a time (this machine has two cores), so later builds run while the
  // browser checks earlier ones. The copies are made here too, so they are removed after the file.
  beforeAll(async () => {
    const names: BuildName[] = ['main', 'checks', 'split', 'module', 'cdn', 'stringPath', 'urlVariable'];
    const projects = await Promise.all(names.map(() => ExampleProject.copy('web-workers')));
    const project = Object.fromEntries(names.map((name, i) => [name, projects[i]!])) as Record<BuildName, ExampleProject>;

    const source = await readFile(join(EXAMPLES, 'web-workers/src/index.js'), 'utf8');
    expect(source).toContain(CALL);
    expect(source).toContain("  name: 'primes',\n");
    // The comment inside the call should win over `name: 'primes'`.
    const inside = source.replace(CALL, "new Worker(/* webpackChunkName: \"sieve\" */ new URL('./primes.worker.js', import.meta.url), {");
    // Without the name option, a comment in front of `new Worker` should not help.
    const outside = source.replace(CALL, `/* webpackChunkName: "sieve" */ ${CALL}`).replace("  name: 'primes',\n", '');
    const checks = project.checks;
    await Promise.all([
      writeFile(checks.path('webpack.checks.js'), CHECKS_CONFIG),
      writeFile(checks.path('src/inside.js'), inside),
      writeFile(checks.path('src/outside.js'), outside),
      ...Object.entries(CHECK_SOURCES).map(([file, code]) => writeFile(checks.path('src', file), code)),
    ]);

    const commands: Record<BuildName, (p: ExampleProject) => Promise<RunResult>> = {
      main: (p) => p.run('build'),
      checks: (p) => p.npx('webpack', ['--config', 'webpack.checks.js']),
      split: (p) => p.npx('webpack', ['--optimization-split-chunks-chunks', 'all', '--optimization-split-chunks-min-size', '0']),
      module: (p) => p.run('build:module'),
      cdn: (p) => p.run('build:cdn'),
      stringPath: (p) => p.npx('webpack', ['--entry-reset', '--entry', './src/variants/string-path.js']),
      urlVariable: (p) => p.npx('webpack', ['--entry-reset', '--entry', './src/variants/url-variable.js']),
    };
    Object.assign(
      builds,
      inLanes(Object.fromEntries(names.map((name) => [name, () => commands[name](project[name]).then((result) => ({ project: project[name], result }))])) as Record<BuildName, () => Promise<Build>>),
    );
  });

  it('emits the worker as its own named chunk, and the page gets its answer from it', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    guide.expectShownLines('Build the project:', result.output);
    expect(result.output).toMatch(WORKER_ASSET);
    const worker = await workerFile(project);
    expect(await project.files('dist')).toEqual(['index.html', 'main.js', worker]);

    // The page builds the worker's URL at runtime, and `type: 'module'` became `undefined`.
    const main = await project.read('dist/main.js');
    expect(main).toContain(guide.shownOutputAfter('The call in `dist/main.js` now reads:')[0]);
    expect(main).toMatch(new RegExp(`\\.u=\\w=>"${worker.replace(/\./g, '\\.')}"`));
    expect(main).toMatch(/\.b="undefined"!=typeof document&&document\.baseURI\|\|self\.location\.href/);
    expect(main).not.toContain('primes.worker');
    // The sieve is bundled twice: once for the page, once for the worker, which has no runtime at all.
    const workerCode = await project.read(`dist/${worker}`);
    expect(main).toContain('new Uint8Array(');
    expect(workerCode).toContain('new Uint8Array(');
    expect(workerCode).toContain('self.postMessage');
    expect(workerCode).not.toContain('importScripts');
    expect(workerCode).not.toContain('publicPath');

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await expect(count(page, undefined, 'worker')).resolves.toBe('1,270,607 primes up to 20,000,000, counted by the worker "primes"');
    await expect(count(page, undefined, 'page')).resolves.toBe('1,270,607 primes up to 20,000,000, counted by the page');
    // The worker chunk is fetched right after main.js.
    expect(requests.indexOf('/main.js')).toBeGreaterThan(-1);
    expect(requests[requests.indexOf('/main.js') + 1]).toBe(`/${worker}`);
    expect(problems).toEqual([]);

    // From a file:// URL the browser refuses to start the worker.
    const local = await openPage();
    await local.page.goto(`file://${project.path('dist/index.html')}`);
    await expect.poll(() => local.problems).toEqual([
      `uncaught: Failed to construct 'Worker': Script at 'file://${project.path('dist', worker)}' cannot be accessed from origin 'null'.`,
    ]);
  });

  it('names the chunk after a webpackChunkName comment inside the call, else the name option, else the chunk id', async () => {
    const { project, result } = await builds.checks;
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset workers\/sieve\.[0-9a-f]{8}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: sieve\)/);
    expect(await project.files('dist-inside')).toEqual(['main.js', expect.stringMatching(/^workers\/sieve\.[0-9a-f]{8}\.js$/)]);
    // A comment in front of `new Worker` is ignored: the chunk id names the file, a number in production…
    expect(await project.files('dist-outside')).toEqual(['main.js', expect.stringMatching(/^workers\/\d+\.[0-9a-f]{8}\.js$/)]);
    // …and a name derived from the path in development.
    expect(await project.files('dist-outside-dev')).toEqual(['main.js', expect.stringMatching(/^workers\/src_primes_worker_js\.[0-9a-f]{8}\.js$/)]);
    // Two calls for the same file share one chunk, named by the first.
    expect(await project.files('dist-twice')).toEqual(['main.js', expect.stringMatching(/^workers\/first\.[0-9a-f]{8}\.js$/)]);
  });

  it('with splitChunks down to 0 bytes, page and worker share a chunk the worker loads with importScripts', async () => {
    const { project, result } = await builds.split;
    expect(result.code).toBe(0);
    guide.expectShownLines('npx webpack --optimization-split-chunks-chunks all', result.output);
    const shared = /asset (\d+)\.js \d+ bytes \[emitted\] \[minimized\]/.exec(result.output)?.[1];
    expect(shared).toBeDefined();
    const worker = await workerFile(project);
    const workerCode = await project.read(`dist/${worker}`);
    expect(workerCode).toContain('importScripts(');
    expect(workerCode).not.toContain('new Uint8Array(');
    expect(await project.read('dist/main.js')).not.toContain('new Uint8Array(');
    expect(await project.read(`dist/${shared}.js`)).toContain('new Uint8Array(');
    expect(await project.read('dist/index.html')).toContain(`<script defer src=${shared}.js></script><script defer src=main.js></script>`);

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await expect(count(page, 1000, 'worker')).resolves.toBe('168 primes up to 1,000, counted by the worker "primes"');
    // Once for the page's script tag, once for the worker's importScripts().
    expect(requests.filter((path) => path === `/${shared}.js`)).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it('with output.module, the worker is an ES module started with type "module" and a static URL', async () => {
    const { project, result } = await builds.module;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:module', result.output);
    const worker = await workerFile(project);
    const main = await project.read('dist/main.js');
    expect(main).toContain(`new Worker(new URL("./${worker}",import.meta.url),{name:"primes",type:"module"})`);
    expect(main).toContain(guide.shownOutputAfter("resolved against the page script's own `import.meta.url`:")[0]);
    expect(main).not.toContain('Automatic publicPath');
    expect(await project.read('dist/index.html')).toContain('<script type=module src=main.js></script>');

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await expect(count(page, 100_000, 'worker')).resolves.toBe('9,592 primes up to 100,000, counted by the worker "primes"');
    expect(requests).toContain(`/${worker}`);
    expect(problems).toEqual([]);
  });

  it('workerPublicPath keeps the worker on the page origin while other files come from a CDN', async () => {
    const [{ project, result }, checks] = await Promise.all([builds.cdn, builds.checks]);
    expect(result.code).toBe(0);
    expect(checks.result.code).toBe(0);
    expect(result.output).toMatch(WORKER_ASSET);
    expect(await project.read('dist/index.html')).toContain('<script defer src=https://cdn.example.com/assets/main.js></script>');
    expect(await project.read('dist/main.js')).toContain('new URL("/assets/"+e.u(139),e.b)');
    expect(await checks.project.read('dist-without/index.html')).toContain('<script defer src=https://cdn.example.com/assets/main.js></script>');
    expect(await checks.project.read('dist-without/main.js')).not.toContain('"/assets/"');

    await cp(project.path('dist'), project.path('site/assets'), { recursive: true });
    await cp(checks.project.path('dist-without'), checks.project.path('site/assets'), { recursive: true });
    const worker = await workerFile(project);
    expect(await workerFile(checks.project, 'dist-without')).toBe(worker);

    // The CDN is played by the browser: requests for it are answered from the build's output folder.
    const open = async (built: ExampleProject, dist: string) => {
      const { origin, requests } = await serveFolder(built.path('site'));
      const opened = await openPage();
      const cdn: string[] = [];
      await opened.page.route('https://cdn.example.com/**', async (route) => {
        const path = new URL(route.request().url()).pathname;
        cdn.push(path);
        const body = await readFile(join(built.path(dist), path.replace(/^\/assets\//, '')));
        await route.fulfill({ status: 200, body, contentType: 'text/javascript' });
      });
      await opened.page.goto(`${origin}/assets/`);
      return { ...opened, origin, requests, cdn };
    };

    const ok = await open(project, 'dist');
    await expect(count(ok.page, 1000, 'worker')).resolves.toBe('168 primes up to 1,000, counted by the worker "primes"');
    expect(ok.cdn).toEqual(['/assets/main.js']);
    expect(ok.requests).toContain(`/assets/${worker}`);
    expect(ok.problems).toEqual([]);

    const broken = await open(checks.project, 'dist-without');
    expect(broken.cdn).toEqual(['/assets/main.js']);
    await expect.poll(() => broken.problems.length).toBeGreaterThan(0);
    expect(broken.problems[0]).toBe(
      `uncaught: Failed to construct 'Worker': Script at 'https://cdn.example.com/assets/${worker}' cannot be accessed from origin '${broken.origin}'.`,
    );
    expect(broken.requests.some((path) => path.includes('workers/'))).toBe(false);
  });

  it('does not recognise new window.Worker, a variable, a template literal or webpackIgnore', async () => {
    const { project, result } = await builds.checks;
    expect(result.code).toBe(0);
    const ASSET = /^[0-9a-f]{20}\.js$/;
    // new window.Worker: the URL is an asset; listed in module.parser.javascript.worker, it is a worker.
    expect(await project.files('dist-window')).toEqual([expect.stringMatching(ASSET), 'main.js']);
    expect(await project.files('dist-window-listed')).toEqual(['main.js', expect.stringMatching(/^workers\/\d+\.[0-9a-f]{8}\.js$/)]);
    // A variable: no file at all, and a warning.
    expect(await project.files('dist-variable')).toEqual(['main.js']);
    expect(result.output).toMatch(/WARNING in \.\/src\/check-variable\.js [\d:-]+\n\s*Critical dependency: the request of a dependency is an expression/);
    // A template literal: every file it could match is copied as an asset.
    const template = await project.files('dist-template');
    expect(template.filter((file) => ASSET.test(file)).length).toBeGreaterThan(5);
    expect(template.some((file) => file.startsWith('workers/'))).toBe(false);
    // webpackIgnore: the inner new URL is still an asset.
    expect(await project.files('dist-ignore')).toEqual([expect.stringMatching(ASSET), 'main.js']);
  });

  it('a string path is left alone: no worker chunk, and the browser asks for the source file', async () => {
    const { project, result } = await builds.stringPath;
    expect(result.code).toBe(0);
    guide.expectShownLines('npx webpack --entry-reset --entry ./src/variants/string-path.js', result.output);
    expect(result.output).not.toContain('workers/');
    expect(await project.files('dist')).toEqual(['index.html', 'main.js']);
    expect(await project.read('dist/main.js')).toContain('new Worker("./primes.worker.js",{type:"module"})');

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page } = await openPage();
    await page.goto(`${origin}/`);
    await expect.poll(() => page.locator('output').textContent()).toBe('The worker did not start');
    expect(requests).toContain('/primes.worker.js');
  });

  it('a URL built on its own line is copied as an asset, unbundled, and the worker cannot load its imports', async () => {
    const { project, result } = await builds.urlVariable;
    expect(result.code).toBe(0);
    guide.expectShownLines('npx webpack --entry-reset --entry ./src/variants/url-variable.js', result.output);
    const asset = /asset ([0-9a-f]{20}\.js) \d+ bytes \[emitted\] \[immutable\] \[from: src\/primes\.worker\.js\] \[minimized\] \(auxiliary name: main\)/.exec(
      result.output,
    )?.[1];
    expect(asset).toBeDefined();
    expect(result.output).not.toContain('workers/');
    expect(await project.files('dist')).toEqual([asset, 'index.html', 'main.js'].sort());
    // The file is the source, only minified: its import of ./primes.js is still there, unresolved.
    expect(await project.read(`dist/${asset}`)).toMatch(/^import\{countPrimes\}from"\.\/primes\.js";self\.addEventListener/);

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page } = await openPage();
    await page.goto(`${origin}/`);
    await expect.poll(() => page.locator('output').textContent()).toBe('The worker did not start');
    expect(requests).toContain(`/${asset}`);
    expect(requests).toContain('/primes.js');
  });
});
