import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INSTALL_TARGET_BYTES } from '../../bench/offline-install';
import { paths } from '../../src/builder/paths';
import { FILL_DELAY_MS, SERVICE_WORKER_URL, type ConnectionHints } from '../../src/shared/offline';
import { openPage, useBrowser, visit } from './browser';
import { controlled, fillEnded, precacheParts, precached } from './service-worker';
import { startSiteServer, type SentResponse } from './site-server';

const { core, fill } = await precacheParts(paths.dist);
const kB = (responses: SentResponse[]) => `${(responses.reduce((sum, { bytes }) => sum + bytes, 0) / 1000).toFixed(1)} kB`;

/** A page none of these tests opens before it is asked for offline, and text from the middle of its body. */
const NEVER_VISITED = {
  url: '/guides/tree-shaking/',
  title: 'Tree Shaking',
  text: 'This guide builds a small shop page that imports a formatting helper',
};

/** Makes the page see these Network Information hints (Chromium's own say a fast connection, no Save-Data). */
async function emulateConnection(page: Page, hints: ConnectionHints): Promise<void> {
  await page.addInitScript((values) => {
    const connection = Object.assign(new EventTarget(), values);
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  }, hints);
}

describe('service worker install and background fill', () => {
  const browser = useBrowser();

  it(`installs the app core only, at most ${INSTALL_TARGET_BYTES / 1000} kB over the wire; the rest follows once a page is idle, and a never-visited page then reads offline`, async () => {
    const server = await startSiteServer(paths.dist);
    const { page, context, problems } = await openPage(browser(), undefined, 'allow');
    try {
      // Registered from a document that loads nothing else, so that everything the server sends
      // next is the install, and none of it comes from the HTTP cache of a page load.
      await page.goto(`${server.origin}/robots.txt`);
      const start = server.sent.length;
      await page.evaluate(async (url) => {
        await navigator.serviceWorker.register(url);
        await navigator.serviceWorker.ready;
      }, SERVICE_WORKER_URL);
      const install = server.sent.slice(start).filter(({ url }) => url !== '/favicon.ico');
      const installBytes = install.reduce((sum, { bytes }) => sum + bytes, 0);
      console.log(`install: ${install.length} responses, ${kB(install)} (headers included)`);
      expect(install.map(({ url }) => url).sort()).toEqual([SERVICE_WORKER_URL, ...core].sort());
      expect(install.every(({ status }) => status === 200)).toBe(true);
      expect(installBytes).toBeLessThanOrEqual(INSTALL_TARGET_BYTES);
      expect(await precached(page)).toEqual(core);

      // A page opens; once it has loaded and is idle, it has the worker fetch the rest in batches.
      const beforeVisit = server.sent.length;
      await visit(page, `${server.origin}/concepts/`);
      await controlled(page);
      await fillEnded(page, 'done');
      const filled = server.sent.slice(beforeVisit).filter(({ url }) => fill.includes(url));
      console.log(`fill: ${filled.length} responses, ${kB(filled)}`);
      expect(await precached(page)).toEqual([...core, ...fill].sort());

      await server.stop();
      await context.setOffline(true);
      await page.goto(`${server.origin}${NEVER_VISITED.url}`);
      await page.waitForSelector('h1.doc__title');
      expect(await page.locator('h1').first().textContent()).toBe(NEVER_VISITED.title);
      expect(await page.locator('main').textContent()).toContain(NEVER_VISITED.text);
      // What failed is only what needed the network: the document, which the worker then answered itself.
      expect(problems.filter((problem) => !/ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
    } finally {
      await server.stop();
      await context.close();
    }
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const)('fills nothing in the background under %s: the cache holds the core only', async (_, hints) => {
    const server = await startSiteServer(paths.dist);
    const { page, context, problems } = await openPage(browser(), undefined, 'allow');
    try {
      await emulateConnection(page, hints);
      await visit(page, `${server.origin}/concepts/`);
      await controlled(page);
      await fillEnded(page, 'skipped');
      // Nothing else starts a fill: a while later the cache still holds the core alone.
      await page.waitForTimeout(FILL_DELAY_MS);
      expect(await precached(page)).toEqual(core);
      expect(problems).toEqual([]);
    } finally {
      await server.stop();
      await context.close();
    }
  });
});
