import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { median } from './stats';

export interface NavigationTiming {
  from: string;
  to: string;
  /** The first click in a fresh browser context: the target page's chunk is fetched. */
  chunkFetchedMs: number;
  /** The same click after reloading `from`: the chunk comes from the HTTP cache (hashed, immutable). */
  chunkCachedMs: number;
  samples: number;
}

/**
 * Clicks the sidebar link to `to` and measures, in the page, from the click to the first frame after
 * the new page's h1 is in the document (a requestAnimationFrame callback runs just before that paint).
 */
async function clickToPaint(page: Page, to: string): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve, reject) => {
        // No named helpers in here: tsx would wrap them in a `__name` call the page does not have.
        const before = document.querySelector('main h1')?.textContent;
        const link = document.querySelector<HTMLAnchorElement>(`#sidebar a[href="${target}"]`);
        if (!link) return reject(new Error(`no sidebar link to ${target}`));
        setTimeout(() => reject(new Error(`${target} did not appear within 30 s`)), 30_000);
        const observer = new MutationObserver(() => {
          const heading = document.querySelector('main h1')?.textContent;
          if (location.pathname !== target || !heading || heading === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        link.click();
      }),
    to,
  );
}

/**
 * Client-side navigation from `from` to `to`, median of `samples` fresh contexts. The service worker
 * is blocked: it would precache every chunk and make "fetched" a cache hit.
 */
export async function measureNavigation(origin: string, from: string, to: string, samples = 7): Promise<NavigationTiming> {
  const browser = await launchBrowser();
  const fetched: number[] = [];
  const cached: number[] = [];
  try {
    for (let sample = 0; sample < samples; sample++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const timings of [fetched, cached]) {
        await page.goto(origin + from);
        await page.waitForSelector('html[data-hydrated="true"]');
        timings.push(await clickToPaint(page, to));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { from, to, chunkFetchedMs: Math.round(median(fetched)), chunkCachedMs: Math.round(median(cached)), samples };
}
