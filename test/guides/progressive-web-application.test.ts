import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('progressive-web-application');

const ITEMS = ['Passport', 'Charger', 'Rain jacket', 'Toothbrush'];
const TIP = 'Roll your clothes: they take less room than folded ones.';

interface Entry {
  url: string;
  revision: string | null;
}

/** The list passed to precacheAndRoute() in a built service worker (minified, so keys are bare and strings double-quoted). */
function precacheList(code: string): Entry[] {
  const list = /precacheAndRoute\((\[[^\]]*\])/.exec(code)?.[1];
  expect(list, 'a precacheAndRoute([...]) call').toBeDefined();
  return JSON.parse(list!.replace(/([{,])(url|revision):/g, '$1"$2":')) as Entry[];
}

async function listed(page: Page): Promise<string[]> {
  return page.locator('#items li').allTextContents();
}

describe('progressive-web-application guide', () => {
  const builds: Record<string, Promise<{ project: ExampleProject; result: RunResult }>> = {};
  let allBuilds: Promise<unknown> = Promise.resolve();

  // Two builds at a time (two cores): the main build and the InjectManifest one first, then the big file.
  beforeAll(async () => {
    const [main, inject, big] = await Promise.all([1, 2, 3].map(() => ExampleProject.copy('progressive-web-application')));
    // A 3,000,000-byte file in public/, over Workbox's 2 MiB precache limit.
    await writeFile(big!.path('public/tour.mp4'), Buffer.alloc(3_000_000, 1));
    builds.main = main!.run('build').then((result) => ({ project: main!, result }));
    builds.inject = inject!.run('build:inject').then((result) => ({ project: inject!, result }));
    builds.big = builds.inject.catch(() => undefined).then(() => big!.run('build')).then((result) => ({ project: big!, result }));
    allBuilds = Promise.allSettled(Object.values(builds));
  });
  afterAll(() => allBuilds);

  it('GenerateSW emits the service worker, the Workbox runtime and a precache list of the assets', async () => {
    const { project, result } = await builds.main!;
    expect(result.code).toBe(0);
    guide.expectShownLines('Build the project:', result.output);
    const files = await project.files('dist');
    const main = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    const tips = files.find((file) => /^tips\.[0-9a-f]{8}\.js$/.test(file));
    const workbox = files.find((file) => /^workbox-[0-9a-f]{8}\.js$/.test(file));
    expect(files).toEqual(['icon.svg', 'index.html', main, 'manifest.json', 'service-worker.js', tips, workbox].sort());

    const sw = await project.read('dist/service-worker.js');
    const entries = precacheList(sw);
    // Hashed files have revision null, the others an MD5 of their content; the worker and the runtime are left out.
    expect(entries.map((entry) => entry.url)).toEqual(['icon.svg', 'index.html', main, 'manifest.json', tips]);
    for (const entry of entries) {
      if (entry.url === main || entry.url === tips) expect(entry.revision).toBeNull();
      else expect(entry.revision).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(sw).toContain(`define(["./${workbox!.replace(/\.js$/, '')}"]`);
    expect(sw).toContain('e.clientsClaim()');
    expect(sw).toContain('e.cleanupOutdatedCaches()');
    // skipWaiting stays off: the worker waits for a SKIP_WAITING message instead.
    expect(sw).toContain('"SKIP_WAITING"===e.data.type&&self.skipWaiting()');
    // The list the guide shows, formatted, is this one, hashes and all.
    expect(guide.shownOutputAfter('Formatted, the list in `dist/service-worker.js` is:')).toEqual(
      JSON.stringify(entries, null, 2).split('\n'),
    );
  });

  it('registers and activates in Chromium, works offline, and offers a new build as an update', async () => {
    const { project, result } = await builds.main!;
    expect(result.code).toBe(0);
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    const context = page.context();

    await page.goto(`${origin}/`);
    await expect.poll(() => listed(page)).toEqual(ITEMS);
    // The worker installs, precaches, activates and (clientsClaim) controls this very page.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL))).toBe(
      `${origin}/service-worker.js`,
    );
    // The lazy chunk was fetched by the worker's install, not by the page.
    const tips = (await project.files('dist')).find((file) => file.startsWith('tips.'))!;
    expect(requests).toContain(`/${tips}`);
    expect(requests).toContain('/manifest.json');

    // Offline: the page, its script and the never-opened tip chunk all come from the precache.
    await context.setOffline(true);
    const before = requests.length;
    await page.reload();
    await expect.poll(() => listed(page)).toEqual(ITEMS);
    await page.locator('#tip').click();
    await expect.poll(() => page.locator('#tip-text').textContent()).toBe(TIP);
    expect(requests.length).toBe(before);
    // No update banner: nothing new was built.
    expect(await page.locator('#update').isHidden()).toBe(true);

    // A new build: the changed page gets new revisions and a new worker that waits.
    await context.setOffline(false);
    const oldEntries = precacheList(await project.read('dist/service-worker.js'));
    await writeFile(project.path('src/items.js'), `export const items = [${[...ITEMS, 'Umbrella'].map((item) => `'${item}'`).join(', ')}];\n`);
    const rebuilt = await project.run('build');
    expect(rebuilt.code).toBe(0);
    const newEntries = precacheList(await project.read('dist/service-worker.js'));
    expect(newEntries.find((entry) => entry.url === 'index.html')!.revision).not.toBe(
      oldEntries.find((entry) => entry.url === 'index.html')!.revision,
    );

    await page.reload();
    // Still the old version, from the old worker's precache, and the banner for the new one.
    await expect.poll(() => listed(page)).toEqual(ITEMS);
    await expect.poll(() => page.locator('#update').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);
    await page.locator('#reload').click();
    await expect.poll(() => listed(page), { timeout: 20_000 }).toEqual([...ITEMS, 'Umbrella']);
    expect(await page.locator('#update').isHidden()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('warns about a file over maximumFileSizeToCacheInBytes and leaves it out of the precache', async () => {
    const { project, result } = await builds.big!;
    expect(result.code).toBe(0);
    guide.expectShownLines('and build again:', result.output);
    expect(await project.files('dist')).toContain('tour.mp4');
    const urls = precacheList(await project.read('dist/service-worker.js')).map((entry) => entry.url);
    expect(urls).toContain('index.html');
    expect(urls).not.toContain('tour.mp4');
  });

  it('InjectManifest compiles src/service-worker.js and injects the list in place of self.__WB_MANIFEST', async () => {
    const { project, result } = await builds.inject!;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:inject', result.output);
    const files = await project.files('dist');
    // One bundled worker: no separate Workbox runtime file.
    expect(files.some((file) => file.startsWith('workbox-'))).toBe(false);
    const sw = await project.read('dist/service-worker.js');
    expect(sw).not.toContain('__WB_MANIFEST');
    expect(sw).not.toMatch(/\bimport\b/);
    const main = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    const tips = files.find((file) => /^tips\.[0-9a-f]{8}\.js$/.test(file));
    // Injected after the worker was minified: single-quoted JSON, keys sorted.
    const list = /\[\{'revision':[^\]]*\]/.exec(sw)?.[0];
    expect(list).toBeDefined();
    const entries = JSON.parse(list!.replace(/'/g, '"')) as Entry[];
    expect(entries.map((entry) => entry.url)).toEqual(['icon.svg', 'index.html', main, 'manifest.json', tips]);
    expect(entries.find((entry) => entry.url === main)!.revision).toBeNull();

    const { origin } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'), undefined, { timeout: 20_000 });
    // This worker does not call clientsClaim(): the page that registered it stays uncontrolled until its next load.
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => listed(page)).toEqual(ITEMS);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(problems).toEqual([]);
  });
});
