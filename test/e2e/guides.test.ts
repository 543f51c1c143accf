import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const base = inject('baseUrl');
const guides = inject('navs').guides!;
const path = guides.groups.find((group) => group.title === 'Learning path')!.items;
const everyGuide = guides.groups.flatMap((group) => group.items.map((item) => item.url)).filter((url) => url !== '/guides/');

describe('the guides learning path', () => {
  let phone: BrowserContext;
  const browser = launchBrowser();
  beforeAll(async () => {
    phone = await (await browser).newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  });
  afterAll(async () => (await browser).close());

  it('is listed on /guides/ in reading order, with every other guide after it in sidebar order', async () => {
    expect(path.map((item) => item.url).slice(0, 2)).toEqual(['/guides/installation/', '/guides/getting-started/']);
    const page = await phone.newPage();
    await page.goto(`${base}/guides/`);
    const listed = await page.locator('main table a[href^="/guides/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(listed).toEqual(everyGuide);
    expect(listed.slice(0, path.length)).toEqual(path.map((item) => item.url));
    await page.close();
  });

  it.each(path.map((item) => [item.title, item.url, path.indexOf(item)] as const))(
    '%s: previous/next follow the path, code blocks come from the example, and nothing is wider than a phone',
    async (_title, url, at) => {
      const page = await phone.newPage();
      await page.goto(base + url);
      const links = await page.evaluate(() => ({
        previous: document.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null,
        next: document.querySelector('a[rel="next"]')?.getAttribute('href') ?? null,
      }));
      expect(links.previous).toBe(at === 0 ? '/guides/' : path[at - 1]!.url);
      // After the learning path, reading goes on with the next group's first guide.
      expect(links.next).toBe(path[at + 1]?.url ?? everyGuide[at + 1] ?? null);
      // Long lines scroll inside their code block; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await page.locator('figure.code figcaption').count()).toBeGreaterThan(0);
      await page.close();
    },
  );
});
