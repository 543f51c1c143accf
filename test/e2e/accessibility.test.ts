import { describe, expect, inject, it } from 'vitest';
import { axeOn, violationsOf } from './axe';
import { openPage, renderWholePage, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const pages = inject('pages');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const docPage = pages.find((page) => page.url === '/guides/getting-started/')!;
/** Name, URL, and what must be on screen before checking: parts that load after hydration count too. */
const screens: [string, string, string | undefined][] = [
  ['splash', '/', '.sponsors'],
  ['section index', '/concepts/', undefined],
  ['document page', docPage.url, undefined],
  ['package page', '/plugins/compression-webpack-plugin/', undefined],
  ['vote page', '/vote/', '.vote-app'],
  ['playground', '/playground/', '.playground__asset-list'],
  ['not-found page', '/no/such/page/', '.not-found-suggestions'],
];

describe('axe-core', () => {
  const browser = useBrowser();

  it.each(screens)('finds no violations on the %s, in both themes', async (_name, url, ready) => {
    const variants = [
      { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
      { viewport: { width: 375, height: 740 }, colorScheme: 'light' as const },
      { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
    ];
    for (const { viewport, colorScheme } of variants) {
      const { page, context } = await openPage(browser(), viewport);
      await page.emulateMedia({ colorScheme });
      await visit(page, base + url);
      // The notification arrives after hydration; check the page with it.
      await page.getByRole('complementary', { name: 'Notification' }).waitFor();
      if (ready) await page.locator(ready).first().waitFor();
      await renderWholePage(page);
      const results = await (await axeOn(page)).withTags(TAGS).analyze();
      expect(violationsOf(results), `${url} at ${viewport.width}px, ${colorScheme}`).toEqual([]);
      await context.close();
    }
  });

  it.each(['light', 'dark'] as const)('finds no violations in the open phone drawer, %s theme', async (colorScheme) => {
    const { page, context } = await openPage(browser(), { width: 390, height: 800 });
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/configuration/`);
    await page.getByRole('button', { name: /menu/ }).click();
    await page.waitForFunction(() => document.getElementById('sidebar')?.getBoundingClientRect().left === 0);
    expect(violationsOf(await (await axeOn(page)).withTags(TAGS).analyze())).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('finds no violations in the open "On this page" list and on "Back to top", %s theme', async (colorScheme) => {
    const { page, context } = await openPage(browser(), { width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/configuration/output/`);
    await page.getByRole('button', { name: 'On this page' }).click();
    await page.locator('#outline').waitFor();
    expect(violationsOf(await (await axeOn(page)).withTags(TAGS).analyze())).toEqual([]);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
    await page.getByRole('button', { name: 'Back to top' }).waitFor();
    expect(violationsOf(await (await axeOn(page)).include('.back-to-top').withTags(TAGS).analyze())).toEqual([]);
    await context.close();
  });
});
