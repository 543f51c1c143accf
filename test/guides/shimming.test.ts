import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('shimming');

interface Build {
  project: ExampleProject;
  result: RunResult;
}

type Edit = (text: string) => string;

/** A fresh copy, its webpack.config.js and package.json changed by the edits given. */
async function prepare(edits: { config?: Edit; pkg?: Edit } = {}): Promise<ExampleProject> {
  const project = await ExampleProject.copy('shimming');
  for (const [file, edit] of [['webpack.config.js', edits.config], ['package.json', edits.pkg]] as const) {
    if (!edit) continue;
    const text = await project.read(file);
    const changed = edit(text);
    expect(changed, file).not.toBe(text);
    await writeFile(project.path(file), changed);
  }
  return project;
}

/**
 * Runs builds two at a time (this machine has two cores), in the order they are queued, so the first
 * tests can use the browser while later builds still run.
 */
function buildQueue(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (project: ExampleProject, run: (project: ExampleProject) => Promise<RunResult>): Promise<Build> => {
    if (running >= slots) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return { project, result: await run(project) };
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const npmBuild = (project: ExampleProject) => project.run('build');
const webpack = (project: ExampleProject) => project.npx('webpack');

// Each of these removes one shim from the configuration, as the guide's table describes.
const withoutExports = (config: string) => config.replace(/ {6}\{\n {8}\/\/ Turn the global[\s\S]*?\n {6}\},\n/, '');
const withoutImports = (config: string) => config.replace("          imports: 'named ./price-format.js formatPrice',\n", '');
// Without the wrapper, the build also turns on the check the guide names for a top-level `this` in an ES module.
const withoutWrapper = (config: string) =>
  config
    .replace("          wrapper: 'window',\n", '')
    .replace("  mode: 'production',\n", "  mode: 'production',\n  performance: { hints: 'warning', topLevelThis: true },\n");
const withoutProvide = (config: string) => config.replace(/ {4}\/\/ Any module[^\n]*\n {4}new webpack\.ProvidePlugin\(\{[\s\S]*?\}\),\n/, '');
// The expose-loader rule the guide describes, chained in front of exports-loader, with and without the type.
const exposeRule = (type: boolean) => (config: string) =>
  config.replace(
    "        loader: 'exports-loader',\n        options: { exports: 'formatPrice' },\n",
    (type ? "        type: 'javascript/auto',\n" : '') +
      "        use: [\n          { loader: 'expose-loader', options: { exposes: 'formatPrice formatPrice' } },\n" +
      "          { loader: 'exports-loader', options: { exports: 'formatPrice' } },\n        ],\n",
  );
const sideEffectsField = (value: string) => (pkg: string) => pkg.replace('  "type": "module",\n', `  "type": "module",\n  "sideEffects": ${value},\n`);

const CART = {
  headings: ['Food', 'Kitchen'],
  lines: ['Coffee beans: €12.50', 'Green tea: €4.75', 'Mug: €8.99'],
  badge: '3 items, €26.24',
};

/**
 * Opens the built page; records the requests and uncaught errors. The bundle is a deferred script and the
 * polyfill chunk it may request delays the load event, so after `goto` both have run. With `untilError`,
 * also waits for the first uncaught error, which is what the broken builds end with.
 */
async function visit(dir: string, untilError = false) {
  const { origin, requests } = await serveFolder(dir);
  const { page, problems } = await openPage();
  cleanUp(() => page.context().close());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  const failed = untilError ? page.waitForEvent('pageerror') : undefined;
  await page.goto(`${origin}/index.html`);
  await failed;
  return { page, problems, requests, errors };
}

async function expectCart(page: Page) {
  await page.locator('#cart-badge:not([hidden])').waitFor();
  await expect(page.locator('#cart h2').allTextContents()).resolves.toEqual(CART.headings);
  await expect(page.locator('#cart li').allTextContents()).resolves.toEqual(CART.lines);
  await expect(page.locator('#cart-badge').textContent()).resolves.toBe(CART.badge);
}

describe('Shimming', () => {
  // Independent builds, each in its own copy. The copies are made here, before any test runs, so they are
  // removed after the file; the builds run in the background and each test awaits the one it needs.
  type Name = 'main' | 'inspect' | 'noExports' | 'noImports' | 'noWrapper' | 'noProvide' | 'expose' | 'exposeEsm' | 'sideEffects';
  const builds = {} as Record<Name, Promise<Build>>;
  beforeAll(async () => {
    const copies: Record<Name, [ExampleProject, (project: ExampleProject) => Promise<RunResult>]> = {
      main: [await prepare(), npmBuild],
      inspect: [await prepare(), (project: ExampleProject) => project.npx('webpack', ['--mode', 'development', '--no-devtool'])],
      noExports: [await prepare({ config: withoutExports }), webpack],
      noImports: [await prepare({ config: withoutImports }), webpack],
      noWrapper: [await prepare({ config: withoutWrapper }), webpack],
      noProvide: [await prepare({ config: withoutProvide }), webpack],
      // Also lists the legacy scripts in "sideEffects", as the guide recommends: one build checks both.
      expose: [await prepare({ config: exposeRule(true), pkg: sideEffectsField('["./src/legacy/*.js"]') }), webpack],
      exposeEsm: [await prepare({ config: exposeRule(false) }), webpack],
      sideEffects: [await prepare({ pkg: sideEffectsField('false') }), webpack],
    };
    const queue = buildQueue(2);
    for (const [name, [project, run]] of Object.entries(copies) as [Name, (typeof copies)[Name]][]) {
      builds[name] = queue(project, run);
      // A failure is reported by the test that awaits the build, not as an unhandled rejection.
      builds[name].catch(() => {});
    }
  });

  it('emits the entry chunk and a separate chunk that holds only the polyfill', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build', result.output);
    expect(await project.files()).toEqual(['main.js', 'polyfill-group-by.chunk.js']);
    const entry = await project.read('dist/main.js');
    const polyfill = await project.read('dist/polyfill-group-by.chunk.js');
    expect(polyfill).toContain('Object.defineProperty(Object,"groupBy"');
    expect(entry).not.toContain('Object.defineProperty(Object,"groupBy"');
    // The legacy code is in the entry chunk, not in the polyfill chunk.
    expect(entry).toContain('.CartBadge=');
    expect(polyfill).not.toContain('CartBadge');
  });

  it('runs the shimmed legacy scripts in a browser that has Object.groupBy, without requesting the polyfill', async () => {
    const main = await builds.main;
    const { page, problems, requests } = await visit(main.project.dir);
    await expectCart(page);
    expect(requests).toEqual(['/index.html', '/dist/main.js']);
    // cart-badge.js still publishes a global; ProvidePlugin's `$` does not become one.
    await expect(page.evaluate(() => typeof (window as { CartBadge?: unknown }).CartBadge)).resolves.toBe('function');
    await expect(page.evaluate(() => typeof (window as { $?: unknown }).$)).resolves.toBe('undefined');
    await expect(page.evaluate(() => Object.groupBy.toString().includes('[native code]'))).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('loads the polyfill chunk first in a browser without Object.groupBy, and shows the same cart', async () => {
    // As the guide suggests: an inline script above the bundle's tag deletes the built-in.
    const main = await builds.main;
    const html = await main.project.read('index.html');
    const tag = '<script src="dist/main.js" defer></script>';
    expect(guide.text).toContain('add `<script>delete Object.groupBy;</script>` to the `<head>` of `index.html`, above the bundle');
    expect(html).toContain(tag);
    await writeFile(main.project.path('index.html'), html.replace(tag, `<script>delete Object.groupBy;</script>\n    ${tag}`));
    const { page, problems, requests } = await visit(main.project.dir);
    await expectCart(page);
    expect(requests).toEqual(['/index.html', '/dist/main.js', '/dist/polyfill-group-by.chunk.js']);
    await expect(page.evaluate(() => Object.groupBy.toString().includes('[native code]'))).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('shows in a development build the code each shim adds, as the guide prints it', async () => {
    const inspect = await builds.inspect;
    expect(inspect.result.code).toBe(0);
    const bundle = await inspect.project.read('dist/main.js');
    guide.expectShownLines('npx webpack --mode development --no-devtool', bundle);
    guide.expectShownLines('The module for `price-format.js` starts', bundle);
    guide.expectShownLines('`loadPolyfills()` became', bundle);
    // Only cart-badge.js gets a provided `$`: index.js imports it, dom.js declares it; dom.js is bundled once.
    expect(bundle.match(/\/\* provided dependency \*\//g)).toHaveLength(1);
    expect(bundle.match(/^\/\*\*\*\/ "\.\/src\/lib\/dom\.js"$/gm)).toHaveLength(1);
  });

  it('fails the build without exports-loader, and emits nothing', async () => {
    const { project, result } = await builds.noExports;
    expect(result.code).toBe(1);
    // The build time varies; GuideText only ignores it in "compiled successfully" lines.
    const shownTime = /compiled with 2 errors in (\d+) ms/.exec(guide.shownOutputAfter('Without the exports-loader rule').join('\n'))![1];
    guide.expectShownLines('Without the exports-loader rule', result.output.replace(/(compiled with 2 errors in )\d+( ms)/, `$1${shownTime}$2`));
    await expect(project.files()).rejects.toThrow();
  });

  it.each<[string, Name, string]>([
    ['imports', 'noImports', 'ReferenceError: formatPrice is not defined'],
    ['wrapper', 'noWrapper', "TypeError: Cannot set properties of undefined (setting 'CartBadge')"],
    ['ProvidePlugin', 'noProvide', 'ReferenceError: $ is not defined'],
  ])('without %s, the build succeeds but the page throws the error the guide names', async (_, name, error) => {
    const { project, result } = await builds[name];
    expect(result.code).toBe(0);
    expect(guide.text).toContain(`\`${error}\``);
    // Only the build without the wrapper, which turns on performance.topLevelThis, warns.
    const warning = "top-level this: 1 read of 'this' at the top level of an ES module";
    if (name === 'noWrapper') {
      expect(guide.text).toContain(`\`${warning}\``);
      expect(result.output).toContain(`WARNING in ${warning}`);
    } else {
      expect(result.output).not.toContain('WARNING');
    }
    const { page, errors } = await visit(project.dir, true);
    expect(errors).toEqual([error]);
    await expect(page.locator('#cart-badge').isHidden()).resolves.toBe(true);
  });

  it('exposes formatPrice as a global with expose-loader, once the rule sets type javascript/auto', async () => {
    expect(guide.text).toContain("`{ loader: 'expose-loader', options: { exposes: 'formatPrice formatPrice' } }`");
    const [expose, exposeEsm] = await Promise.all([builds.expose, builds.exposeEsm]);
    expect(expose.result.code).toBe(0);
    // Listed in "sideEffects", cart-badge.js stays in the build.
    expect(guide.text).toContain('`"sideEffects": ["./src/legacy/*.js"]`');
    expect(await expose.project.read('package.json')).toContain('"sideEffects": ["./src/legacy/*.js"]');
    expect(expose.result.output).not.toContain('orphan');
    expect(expose.result.output).toMatch(/^ {2,}\.\/src\/legacy\/cart-badge\.js /m);
    const { page, problems } = await visit(expose.project.dir);
    await expectCart(page);
    await expect(page.evaluate(() => (window as unknown as { formatPrice(cents: number, currency: string): string }).formatPrice(499, 'GBP'))).resolves.toBe('£4.99');
    expect(problems).toEqual([]);

    // Without the type, the CommonJS code expose-loader generates is parsed as an ES module: no exports.
    expect(exposeEsm.result.code).toBe(1);
    expect(exposeEsm.result.output).toContain(
      "export 'formatPrice' (imported as 'formatPrice') was not found in './legacy/price-format.js' (module has no exports)",
    );
  });

  it('drops the side-effect import of cart-badge.js under "sideEffects": false, but keeps the polyfill chunk', async () => {
    const { project, result } = await builds.sideEffects;
    expect(result.code).toBe(0);
    // No warning: the module just disappears.
    expect(result.output).toMatch(/webpack [\d.]+ compiled successfully/);
    expect(result.output).toMatch(/orphan modules \d+ bytes \[orphan\] 1 module/);
    expect(result.output).not.toMatch(/^ {2,}\.\/src\/legacy\/cart-badge\.js /m);
    expect(await project.files()).toEqual(['main.js', 'polyfill-group-by.chunk.js']);
    expect(await project.read('dist/main.js')).not.toContain('CartBadge=');
    const { errors } = await visit(project.dir, true);
    expect(errors).toEqual(['TypeError: window.CartBadge is not a constructor']);
  });
});
