import type { Page } from 'playwright-core';
import { precacheManifest } from '../../bench/offline-install';
import { fillMark, type FillOutcome } from '../../src/shared/offline';

/** Waits until an activated service worker (it has installed the app core) controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Waits until the page's background fill has ended this way (src/app/offline/fill.ts marks it). */
export async function fillEnded(page: Page, outcome: FillOutcome, timeout = 60_000): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, fillMark(outcome), { timeout });
}

/** The site paths the worker's precache holds, sorted (the revision Workbox adds to a cache key left out). */
export async function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('-precache-'));
    const keys = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return keys.map((request) => new URL(request.url).pathname).sort();
  });
}

/** The site paths of a build's precache list: what the worker installs, and what the fill adds. */
export async function precacheParts(distDir: string): Promise<{ core: string[]; fill: string[] }> {
  const manifest = await precacheManifest(distDir);
  const paths = (fill: boolean) => manifest.filter((entry) => Boolean(entry.fill) === fill).map((entry) => entry.url).sort();
  return { core: paths(false), fill: paths(true) };
}
