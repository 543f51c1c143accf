import type { Page } from 'playwright-core';
import { fillMark, type FillOutcome } from '../../src/shared/offline';

/** Waits until an activated service worker (it has installed the app core) controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Waits until the page's background fill has ended this way (src/app/offline/fill.ts marks it). */
export async function fillEnded(page: Page, outcome: FillOutcome, timeout = 60_000): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, fillMark(outcome), { timeout });
}
