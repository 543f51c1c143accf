import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, inLanes, ROOT, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('modern-web-platform');
const require = createRequire(import.meta.url);
const webpack = require('webpack') as typeof import('webpack');

/** The address the page's import map gives for `minisearch`; the browser is answered from the installed copy. */
const CDN = 'https://cdn.jsdelivr.net/npm/minisearch@7.2.0/dist/es/index.js';
const MINISEARCH = join(ROOT, 'node_modules/minisearch/dist/es/index.js');
const BLUE = 'rgb(28, 120, 192)';

type BuildName = 'main' | 'legacy' | 'defaults' | 'importType' | 'bundled' | 'fixed';
interface Build {
  project: ExampleProject;
  result: RunResult;
}

/** Plays the CDN: answers the import map's URL with the installed minisearch, as a CDN would, CORS header included. */
async function cdn(page: Page): Promise<string[]> {
  const requests: string[] = [];
  const body = await readFile(MINISEARCH);
  await page.route('https://cdn.jsdelivr.net/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      status: 200,
      body,
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return requests;
}

/** Types into the element's search field and returns the terms it lists. */
async function search(page: Page, query: string): Promise<string[]> {
  await page.locator('glossary-search input').fill(query);
  const terms = page.locator('glossary-search dt');
  await expect.poll(() => terms.count()).toBeGreaterThan(0);
  return terms.allTextContents();
}

/** The built page loads, but the element's constructor cannot adopt the stylesheet, with the message the guide quotes. */
async function expectBrokenStylesheet(project: ExampleProject): Promise<void> {
  const { origin } = await serveFolder(project.path('dist'));
  const { page, problems } = await openPage();
  await cdn(page);
  await page.goto(`${origin}/`);
  const quoted = /the element's constructor throws "(.*?)" A development build/.exec(guide.text.replace(/\n/g, ' '))![1];
  await expect.poll(() => problems).toContain(`uncaught: ${quoted}`);
  expect(await page.evaluate(() => document.querySelector('glossary-search')!.shadowRoot?.adoptedStyleSheets.length ?? null)).toBe(0);
}

/** The line of the build output the warning quotes for a stylesheet module that was not concatenated. */
function aloneLine(): RegExp {
  const alone = guide.text.match(/lists `(css \.\/src\/glossary-search\.css \(exportType: css-style-sheet\))` on a line of its own/)![1]!;
  return new RegExp(`^  ${alone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm');
}

/** The resolved options webpack builds with, for a configuration. */
function resolved(options: import('webpack').Configuration) {
  const normalized = webpack.config.getNormalizedWebpackOptions({ context: '/tmp', ...options });
  webpack.config.applyWebpackOptionsDefaults(normalized);
  return normalized;
}

describe('Modern Web Platform', () => {
  const builds = {} as Record<BuildName, Promise<Build>>;

  beforeAll(async () => {
    const names: BuildName[] = ['main', 'legacy', 'defaults', 'importType', 'bundled', 'fixed'];
    const projects = await Promise.all(names.map(() => ExampleProject.copy('modern-web-platform')));
    const commands: Record<BuildName, (p: ExampleProject) => Promise<RunResult>> = {
      main: (p) => p.run('build'),
      legacy: (p) => p.npx('webpack', ['--config', 'webpack.legacy.js']),
      defaults: (p) => p.npx('webpack', ['--target', 'browserslist:defaults']),
      importType: (p) => p.npx('webpack', ['--externals-type', 'import']),
      bundled: (p) => p.npx('webpack', ['--externals-reset']),
      fixed: (p) => p.npx('webpack', ['--config', 'webpack.stylesheet.js', '--externals-type', 'import']),
    };
    Object.assign(
      builds,
      inLanes(Object.fromEntries(names.map((name, i) => [name, () => commands[name](projects[i]!).then((result) => ({ project: projects[i]!, result }))])) as Record<BuildName, () => Promise<Build>>),
    );
  });

  it('emits ES modules, keeps the page as written, and loads the chunk and the icon relative to main.mjs', async () => {
    const { project, result } = await builds.main;
    expect(result.code, result.output).toBe(0);
    guide.expectShownLines('npm run build', result.output);
    const files = await project.files('dist');
    expect(files).toEqual(['00b7d2191fd2dc3e6606.svg', '94.mjs', 'index.html', 'main.mjs']);
    // No stylesheet file: the CSS lives in the JavaScript as a CSSStyleSheet.
    expect(files.some((file) => file.endsWith('.css'))).toBe(false);

    const page = (await project.read('dist/index.html')).split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
    expect(page).toEqual(guide.shownOutputAfter('`dist/index.html` is the page you wrote'));
    const main = await project.read('dist/main.mjs');
    const [external] = guide.shownOutputAfter('The first statement of `dist/main.mjs`');
    expect(main.startsWith(external!)).toBe(true);
    for (const marker of ['The runtime keeps a table of chunks', 'The icon becomes']) {
      const [line] = guide.shownOutputAfter(marker);
      expect(main.includes(line!), line).toBe(true);
    }
    expect(main.includes('new CSSStyleSheet'), 'new CSSStyleSheet').toBe(true);
    expect(main.includes('.replaceSync('), '.replaceSync(').toBe(true);
    expect(main.includes('Object.hasOwn('), 'Object.hasOwn(').toBe(true);
    // Your own code is bundled as written: the shadow root call and the private class fields are still there.
    expect(main.includes('attachShadow({mode:"open"})'), 'attachShadow').toBe(true);
    expect(/class \w+ extends HTMLElement\{#\w+=/.test(main), 'private class fields').toBe(true);
    // The import attribute is compiled away; nothing is left for the browser to understand.
    expect(/with\s*\{/.test(main)).toBe(false);
    // No public path is worked out at runtime: no document.currentScript, no import.meta.url check.
    expect(main.includes('currentScript'), 'currentScript').toBe(false);
    expect(main.includes('Automatic publicPath'), 'Automatic publicPath').toBe(false);
  });

  it('runs in Chromium: the element renders in its shadow root, its styles apply there only, and minisearch comes from the import map', async () => {
    const { project } = await builds.main;
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    const fromCdn = await cdn(page);
    await page.goto(`${origin}/`);
    await expect(search(page, 'map')).resolves.toEqual(['Import map']);
    await expect(search(page, 'ch')).resolves.toEqual(['Chunk']);
    expect(fromCdn).toEqual([CDN]);
    expect(requests).toEqual(expect.arrayContaining(['/', '/main.mjs', '/94.mjs', '/00b7d2191fd2dc3e6606.svg']));
    expect(requests).not.toContain('/minisearch');

    const looks = await page.evaluate(() => {
      const element = document.querySelector('glossary-search')!;
      const root = element.shadowRoot!;
      const term = root.querySelector('dt')!;
      const icon = root.querySelector('img')!;
      // A <dt> outside the shadow root, and a second element sharing the one stylesheet object.
      const outside = document.body.appendChild(document.createElement('dt'));
      const second = document.body.appendChild(document.createElement('glossary-search'));
      return {
        defined: customElements.get('glossary-search') !== undefined,
        sheets: root.adoptedStyleSheets.length,
        isSheet: root.adoptedStyleSheets[0] instanceof CSSStyleSheet,
        shared: second.shadowRoot!.adoptedStyleSheets[0] === root.adoptedStyleSheets[0],
        border: getComputedStyle(element).borderTopColor,
        term: getComputedStyle(term).color,
        outside: getComputedStyle(outside).color,
        links: document.querySelectorAll('link[rel="stylesheet"], style').length,
        iconLoaded: icon.complete && icon.naturalWidth > 0,
        iconSrc: icon.src,
      };
    });
    expect(looks).toEqual({
      defined: true,
      sheets: 1,
      isSheet: true,
      shared: true,
      border: BLUE,
      term: BLUE,
      outside: 'rgb(0, 0, 0)',
      links: 0,
      iconLoaded: true,
      iconSrc: `${origin}/00b7d2191fd2dc3e6606.svg`,
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['without the import map', 'no import map'],
    ['from a server that sends .mjs with the wrong type', 'wrong type'],
    ['from a file:// URL', 'file'],
  ] as const)('does not start %s, with the message the guide quotes', async (_what, row) => {
    const { project } = await builds.main;
    const { origin } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await cdn(page);
    const html = await project.read('dist/index.html');
    const servePage = (body: string) => page.route(`${origin}/`, (route) => route.fulfill({ body, contentType: 'text/html' }));
    if (row === 'no import map') {
      const stripped = html.replace(/<script type=importmap>.*?<\/script>/, '');
      expect(stripped).not.toBe(html);
      await servePage(stripped);
    }
    if (row === 'wrong type') {
      const body = await project.read('dist/main.mjs');
      await page.route(`${origin}/main.mjs`, (route) => route.fulfill({ body, contentType: 'application/octet-stream' }));
    }
    await page.goto(row === 'file' ? `file://${project.path('dist/index.html')}` : `${origin}/`);
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => customElements.get('glossary-search') === undefined)).toBe(true);
    const shown = guide.text.split('\n').find((line) => line.startsWith(`| ${guideRow[row]} |`));
    expect(shown, row).toBeDefined();
    const message = /\| "(.*)" \|$/.exec(shown!)?.[1];
    expect(message, shown).toBeDefined();
    const pattern = new RegExp(`${message!.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    expect(problems.some((problem) => pattern.test(problem)), problems.join('\n')).toBe(true);
  });

  it('with experiments.outputModule and no output.module, builds a classic script whose async modules break the stylesheet import', async () => {
    const { project, result } = await builds.legacy;
    expect(result.code, result.output).toBe(0);
    guide.expectShownLines('npx webpack --config webpack.legacy.js', result.output);
    expect(result.output).not.toMatch(/WARNING|outputModule/);
    expect(await project.files('dist')).toEqual(['00b7d2191fd2dc3e6606.svg', '94.js', 'index.html', 'main.js']);
    expect(await project.read('dist/index.html')).toContain('<script src=main.js></script>');
    const main = await project.read('dist/main.js');
    expect(main.includes('import("minisearch")'), 'import("minisearch")').toBe(true);
    expect(main.includes('.currentScript'), 'public path from document.currentScript').toBe(true);
    expect(main.includes('createElement("script")'), 'chunks loaded with script tags').toBe(true);
    expect(main.includes('import.meta'), 'import.meta').toBe(false);

    await expectBrokenStylesheet(project);
  });

  it('works out the auto public path from import.meta.url only for code that reads __webpack_public_path__', async () => {
    const project = await ExampleProject.copy('modern-web-platform');
    await writeFile(project.path('src/public-path.js'), 'console.log(__webpack_public_path__);\n');
    const reads = await new Promise<string>((resolve, reject) => {
      const output = { path: project.path('out'), module: true, filename: 'public-path.mjs' };
      webpack({ mode: 'production', context: project.dir, entry: './src/public-path.js', output, optimization: { minimize: false } }, (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString()));
        resolve(readFile(project.path('out/public-path.mjs'), 'utf8'));
      });
    });
    expect(reads.includes('if (typeof import.meta.url === "string") scriptUrl = import.meta.url'), 'import.meta.url').toBe(true);
    expect(reads.includes('currentScript'), 'currentScript').toBe(false);
    // The classic runtime's public path, from document.currentScript, is checked on the legacy build.
  });

  it('fails for browserslist:defaults, whose browsers include some without ES modules', async () => {
    const { result } = await builds.defaults;
    expect(result.code).not.toBe(0);
    guide.expectShownLines('npx webpack --target "browserslist:defaults"', result.output);
  });

  it('with externalsType import, minisearch is an import() and the module async; without externals it is bundled', async () => {
    const [importType, bundled] = await Promise.all([builds.importType, builds.bundled]);
    expect(importType.result.code, importType.result.output).toBe(0);
    expect(bundled.result.code, bundled.result.output).toBe(0);
    const row = (command: string) => guide.text.split('\n').find((line) => line.includes(`\`${command}\``))!;
    const size = (line: string) => /(\d+(?:\.\d+)? KiB)/.exec(line)![1];
    const asset = (output: string) => /asset main\.mjs (\d+(?:\.\d+)? KiB)/.exec(output)![1];
    expect(asset(importType.result.output)).toBe(size(row('npx webpack --externals-type import')));
    expect(asset(bundled.result.output)).toBe(size(row('npx webpack --externals-reset')));
    const main = await importType.project.read('dist/main.mjs');
    expect(main.includes('e.exports=import("minisearch")'), 'import() of the external').toBe(true);
    expect(/^import\{/.test(main)).toBe(false);
    const inlined = await bundled.project.read('dist/main.mjs');
    expect(inlined.includes('"minisearch"'), '"minisearch"').toBe(false);
    expect(inlined.includes('MiniSearch: option "fields" must be provided'), 'minisearch is bundled').toBe(true);
    // The [not cacheable] flag comes from the external module inside the concatenation.
    expect(bundled.result.output).not.toContain('not cacheable');
    // An async importer is not concatenated: the stylesheet module stands alone, and the element cannot adopt it.
    expect(importType.result.output).toMatch(aloneLine());
    expect((await builds.legacy).result.output).toMatch(aloneLine());
    expect((await builds.main).result.output).not.toMatch(aloneLine());
    await expectBrokenStylesheet(importType.project);
  });

  it('with the rule of webpack.stylesheet.js, the element gets its stylesheet although the stylesheet module stands alone', async () => {
    const { project, result } = await builds.fixed;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(aloneLine());
    expect(await project.read('dist/main.mjs')).toContain('import("minisearch")');
    const { origin } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await cdn(page);
    await page.goto(`${origin}/`);
    await expect(search(page, 'map')).resolves.toEqual(['Import map']);
    const looks = await page.evaluate(() => {
      const element = document.querySelector('glossary-search')!;
      return { isSheet: element.shadowRoot!.adoptedStyleSheets[0] instanceof CSSStyleSheet, border: getComputedStyle(element).borderTopColor };
    });
    expect(looks).toEqual({ isSheet: true, border: BLUE });
    expect(problems).toEqual([]);
  });

  it('has the defaults the guide lists for output.module and the environment flags each target sets', () => {
    const classic = resolved({ target: 'web' });
    const modern = resolved({ target: 'web', output: { module: true } });
    expect([classic.output.filename, modern.output.filename]).toEqual(['[name].js', '[name].mjs']);
    expect([classic.output.chunkFormat, modern.output.chunkFormat]).toEqual(['array-push', 'module']);
    expect([classic.output.chunkLoading, modern.output.chunkLoading]).toEqual(['jsonp', 'import']);
    expect([classic.output.scriptType, modern.output.scriptType]).toEqual([false, 'module']);
    expect([classic.output.iife, modern.output.iife]).toEqual([true, false]);
    expect([classic.externalsType, modern.externalsType]).toEqual(['var', 'module-import']);
    expect(classic.output.resourceHints).toBeUndefined();
    expect(modern.output.resourceHints).toEqual({ initial: true, dedupe: false, modulePreloadPolyfill: false });

    // The flags table: one column per target, each with output.module on.
    const lines = guide.text.split('\n');
    const header = lines.findIndex((line) => line.startsWith('| Flag |'));
    expect(header).toBeGreaterThan(-1);
    const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim().replace(/^`|`$/g, ''));
    const targets = cells(lines[header]!).slice(1).map((target) => (target.startsWith('[') ? JSON.parse(target.replace(/'/g, '"')) : target.replace(/'/g, '')));
    const environments = targets.map((target) => resolved({ target, output: { module: true } }).output.environment as Record<string, boolean | undefined>);
    const rows = lines.slice(header + 2).filter((line, at, all) => all.slice(0, at + 1).every((l) => l.startsWith('|')));
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) {
      const [flag, ...values] = cells(row);
      expect(values.map((value) => (value === 'unset' ? undefined : value === 'true')), flag).toEqual(environments.map((environment) => environment[flag!]));
    }
    // `defaults` lists Opera Mini; the narrower query the guide suggests keeps ES modules.
    expect(require('browserslist')('defaults')).toContain('op_mini all');
    const narrower = /so `(defaults and supports import-maps)` fits/.exec(guide.text)![1];
    expect(resolved({ target: `browserslist:${narrower}`, output: { module: true } }).output.environment.module).toBe(true);
  });
});

/** The first cell of each row of the guide's table of start-up failures. */
const guideRow = {
  'no import map': 'No import map',
  'wrong type': 'The server sends `.mjs` files as `application/octet-stream`',
  file: 'The page is opened from `file://`',
} as const;
