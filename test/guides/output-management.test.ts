import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

/** A fresh copy of the example; `ExampleProject.copy` removes it when the test ends (through `cleanUp`). */
function copy(): Promise<ExampleProject> {
  return ExampleProject.copy('output-management');
}

interface Manifest {
  entrypoints: Record<string, { imports: string[]; parents?: string[] }>;
  assets: Record<string, { file: string; src?: string }>;
}

const HASHED = /^(app|clock)\.[0-9a-f]{20}\.js$/;

/** The one emitted file of an entry, e.g. `app.837e46af39b3d61189bf.js`. */
function bundle(files: string[], name: 'app' | 'clock'): string {
  const found = files.filter((file) => file.startsWith(`${name}.`) && file.endsWith('.js'));
  expect(found, `one ${name} bundle in ${files.join(', ')}`).toHaveLength(1);
  return found[0]!;
}

async function manifest(project: ExampleProject): Promise<Manifest> {
  return JSON.parse(await project.read('dist/manifest.json')) as Manifest;
}

/** Opens a page of the built project in Chromium and checks that both entries ran. */
async function expectWorkingPage(project: ExampleProject, page: string, { heading = true, clock = true }) {
  const { origin, requests } = await serveFolder(project.path('dist'));
  const { page: tab, problems } = await openPage();
  await tab.goto(`${origin}/${page}`);
  if (heading) await expect(tab.locator('h1').textContent()).resolves.toBe('Build dashboard');
  else await expect(tab.locator('h1').count()).resolves.toBe(0);
  if (clock) await expect(tab.locator('#clock').textContent()).resolves.toMatch(/^Local time: \d{2}:\d{2}:\d{2}$/);
  else await expect(tab.locator('#clock').count()).resolves.toBe(0);
  expect(problems).toEqual([]);
  return requests;
}

describe('Output Management', () => {
  it('html-webpack-plugin writes an index.html that loads every entry, and a manifest of the hashed names', async () => {
    const project = await copy();
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset app\.[0-9a-f]{20}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: app\)/);
    expect(result.output).toMatch(/asset clock\.[0-9a-f]{20}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: clock\)/);
    expect(result.output).toMatch(/asset index\.html \d+ bytes \[emitted\] \[minimized\]/);
    expect(result.output).toMatch(/asset manifest\.json \d+ bytes \[emitted\]/);

    const files = await project.files();
    expect(files.filter((file) => file.endsWith('.js')).every((file) => HASHED.test(file))).toBe(true);
    const app = bundle(files, 'app');
    const clock = bundle(files, 'clock');
    expect(files).toEqual([app, clock, 'index.html', 'manifest.json'].sort());

    const html = await project.read('dist/index.html');
    expect(html).toContain('<title>Build dashboard</title>');
    // Both entries, deferred, in the <head>, in entry order.
    expect(html).toContain(`<script defer src=${app}></script><script defer src=${clock}></script></head>`);

    expect(await manifest(project)).toEqual({
      entrypoints: { app: { imports: ['app.js'] }, clock: { imports: ['clock.js'] } },
      assets: {
        'app.js': { file: `/${app}` },
        'clock.js': { file: `/${clock}` },
        'index.html': { file: '/index.html' },
      },
    });

    const requests = await expectWorkingPage(project, 'index.html', {});
    expect(requests).toEqual(expect.arrayContaining([`/${app}`, `/${clock}`]));
  });

  it('output.clean removes the bundle a change made stale; --no-output-clean leaves it behind', async () => {
    const project = await copy();
    expect((await project.run('build')).code).toBe(0);
    const before = bundle(await project.files(), 'app');
    const clockBefore = bundle(await project.files(), 'clock');

    const source = project.path('src/app.js');
    await writeFile(source, (await readFile(source, 'utf8')).replace("'Build dashboard'", "'Build dashboard (v2)'"));

    const kept = await project.run('build', ['--no-output-clean']);
    expect(kept.code).toBe(0);
    expect(kept.output).toMatch(/assets by status \d+ bytes \[cached\] 1 asset/);
    const withStale = await project.files();
    const apps = withStale.filter((file) => file.startsWith('app.'));
    expect(apps).toHaveLength(2);
    expect(apps).toContain(before);
    const after = apps.find((file) => file !== before)!;
    expect(HASHED.test(after)).toBe(true);

    const cleaned = await project.run('build');
    expect(cleaned.code).toBe(0);
    expect(await project.files()).toEqual([after, clockBefore, 'index.html', 'manifest.json'].sort());
    expect((await manifest(project)).assets['app.js']).toEqual({ file: `/${after}` });
    expect(await project.read('dist/index.html')).toContain(`src=${after}>`);
  });

  it('output.html writes one page per entry; the entry html object overrides it option by option', async () => {
    const project = await copy();
    const result = await project.run('build:pages');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset app\.html \d+ bytes \[emitted\] \[minimized\] \(auxiliary name: app\)/);
    expect(result.output).toMatch(/asset clock\.html \d+ bytes \[emitted\] \[minimized\] \(auxiliary name: clock\)/);
    expect(result.output).toMatch(/Entrypoint app \(\d+ bytes\) = 1 auxiliary asset/);
    // The entry is now the page; its script chunk gets a generated name, its file keeps the entry's.
    expect(result.output).toMatch(/asset app\.[0-9a-f]{20}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: data-[0-9a-f]+-0\)/);

    const files = await project.files();
    const app = bundle(files, 'app');
    const clock = bundle(files, 'clock');
    expect(files).toEqual([app, 'app.html', clock, 'clock.html'].sort());

    const appPage = await project.read('dist/app.html');
    const clockPage = await project.read('dist/clock.html');
    expect(appPage).toContain('<title>Build dashboard</title>');
    expect(appPage).toContain(`<body><script defer src=${app}></script></body>`);
    expect(appPage).not.toContain(clock);
    expect(clockPage).toContain('<title>Clock</title>');
    expect(clockPage).toContain(`<body><script defer src=${clock}></script></body>`);
    // The entry's `html` object replaced the title but kept the meta tags of output.html.
    for (const page of [appPage, clockPage]) {
      expect(page).toContain('<meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">');
    }

    await expectWorkingPage(project, 'app.html', { clock: false });
    await expectWorkingPage(project, 'clock.html', { heading: false });

    // Without output.htmlFilename the pages get a hash of their own content in their names.
    await writeFile(
      project.path('webpack.pages-default.js'),
      "import config from './webpack.pages.js';\nconst { htmlFilename, ...output } = config.output;\nexport default { ...config, output };\n",
    );
    expect((await project.npx('webpack', ['--config', 'webpack.pages-default.js'])).code).toBe(0);
    const defaults = await project.files();
    const pages = defaults.filter((file) => file.endsWith('.html'));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toMatch(/^(app|clock)\.[0-9a-f]{20}\.html$/);
    const appPageHash = pages.find((file) => file.startsWith('app.'))!.split('.')[1];
    expect(app).not.toContain(appPageHash);
  });

  it('an HTML entry: webpack bundles the scripts src/index.html names and rewrites their URLs', async () => {
    const project = await copy();
    const result = await project.run('build:html');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset index\.html \d+ bytes \[emitted\] \[minimized\] \(auxiliary name: main\)/);
    expect(result.output).toMatch(/\.\/src\/index\.html \d+ bytes \[built\] \[code generated\]/);
    expect(result.output).toMatch(/Entrypoint clock \d+ bytes = clock\.[0-9a-f]{20}\.js/);

    const files = await project.files();
    const app = bundle(files, 'app');
    const clock = bundle(files, 'clock');
    expect(files).toEqual([app, clock, 'index.html', 'manifest.json'].sort());

    const html = await project.read('dist/index.html');
    // The authored page, kept (lang, title, tag order), with the URLs rewritten to the hashed files.
    expect(html).toMatch(/^<!doctype html><html lang=en><head><meta charset=utf-8><title>Build dashboard<\/title>/);
    expect(html).toContain(`<script src=${app} defer></script><script src=${clock} defer></script></head>`);
    expect(html).not.toContain('./app.js');

    const { entrypoints, assets } = await manifest(project);
    expect(assets).toEqual({
      'index.html': { file: '/index.html' },
      'app.js': { file: `/${app}` },
      'clock.js': { file: `/${clock}` },
    });
    // Scripts of one page share one runtime: the first carries it, the second depends on it.
    expect(entrypoints.clock).toEqual({ imports: ['clock.js'], parents: ['app'] });
    // app carries the runtime that loads chunks; clock is a chunk that registers itself with it.
    expect(await project.read(`dist/${app}`)).toMatch(/\.push=\w+\.bind\(null,\w+\.push\.bind\(\w+\)\)/);
    expect(await project.read(`dist/${clock}`)).toMatch(/^"use strict";\(self\.webpackChunkoutput_management=self\.webpackChunkoutput_management\|\|\[\]\)\.push\(/);

    await expectWorkingPage(project, 'index.html', {});
  });
});
