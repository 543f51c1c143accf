import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');

/** What the page reported about its own start: paint entries and when each app script was requested. */
interface StartTimings {
  fcp: number;
  lcp: { time: number; inArticle: boolean };
  scripts: { name: string; requested: number }[];
  hydrated: boolean;
}

describe('first paint before the app starts', () => {
  const browser = useBrowser();

  // A phone paints the text the server sent before it spends time on React (issue 16).
  it.each(['/configuration/output/', '/api/cli/', '/'])('%s: the largest paint is the prerendered HTML, before any app script is requested', async (url) => {
    const { page, problems } = await openPage(browser(), { width: 412, height: 823 });
    await page.addInitScript(() => {
      const seen: PerformanceEntry[] = [];
      (window as unknown as { lcpEntries: PerformanceEntry[] }).lcpEntries = seen;
      new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await visit(page, `${base}${url}`);
    const timings = await page.evaluate((): StartTimings => {
      const entries = (window as unknown as { lcpEntries: (PerformanceEntry & { element: Element | null })[] }).lcpEntries;
      const last = entries.at(-1)!;
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        lcp: { time: last.startTime, inArticle: last.element?.closest('#main') !== null },
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => ({ name: new URL(entry.name).pathname, requested: entry.startTime })),
        hydrated: document.documentElement.dataset.hydrated === 'true',
      };
    });
    expect(timings.hydrated).toBe(true);
    expect(timings.lcp.inArticle).toBe(true);
    expect(timings.scripts.map((script) => script.name)).toContainEqual(expect.stringMatching(/^\/assets\/main\.\w+\.js$/));
    for (const script of timings.scripts) expect(script.requested, script.name).toBeGreaterThanOrEqual(timings.lcp.time);
    expect(timings.lcp.time).toBeGreaterThanOrEqual(timings.fcp);
    expect(problems).toEqual([]);
  });

  // The first Intl formatter of a page loads ICU's data: 55–80 ms on a phone, which made the entry's
  // evaluation the longest task of every page. Dates ("Last updated", the blog's list) are written by hand.
  it.each(['/configuration/output/', '/blog/'])('%s: starting the app makes no Intl formatter', async (url) => {
    const { page, problems } = await openPage(browser());
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules', 'Collator'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(name), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
        });
      }
    });
    await visit(page, `${base}${url}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const made = await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
    expect(made).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('starts at once on a page with nothing to paint (the app shell)', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/app-shell/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(problems).toEqual([]);
  });
});
