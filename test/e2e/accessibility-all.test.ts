import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { sweep, useBrowser, visit, type WatchedPage } from './browser';

const base = inject('baseUrl');
const pages = inject('pages');
const navs = inject('navs');

/** Every page of the sitemap: the app routes and every content page. */
const urls = ['/', '/vote/', ...pages.map((page) => page.url)];
/**
 * The dark theme changes colours only, and a colour belongs to a kind of element (text, link, code,
 * table, callout), not to a page: the first page of every sidebar group of every section shows each
 * kind of element the content uses, guides, references and package READMEs alike.
 */
const darkSample = [...new Set(['/', '/vote/', ...Object.values(navs).flatMap((nav) => nav.groups.map((group) => group.items[0]!.url))])];

/**
 * The light theme runs every WCAG 2.2 A and AA rule on the whole page of every URL. The dark theme
 * changes colours only, so there the colour rules run, on the main area of the sample above: header,
 * sidebar and footer are the same on every page and are checked in both themes by accessibility.test.ts. Highlighted code is
 * left out here: its colours come from one palette, checked there too, and its thousands of tokens
 * would triple the time of this sweep.
 */
const RULES = {
  light: (builder: AxeBuilder) => builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']),
  dark: (builder: AxeBuilder) => builder.include('#main').withRules(['color-contrast', 'link-in-text-block']),
};

describe('axe-core on every page of the sitemap (WCAG 2.2 A and AA)', () => {
  const browser = useBrowser();

  it('finds no violations in the light and the dark theme', async () => {
    const axe = (colorScheme: 'light' | 'dark') => async ({ page }: WatchedPage, url: string) => {
      await visit(page, base + url);
      const results = await RULES[colorScheme](new AxeBuilder({ page }).exclude('pre.shiki')).analyze();
      return results.violations.map((violation) => `${colorScheme} ${url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    // Side by side: the light sweep in two lanes, and the dark sample; each waits on its own page most of the time.
    const [light, dark] = await Promise.all([
      sweep(browser(), urls, axe('light'), { lanes: 2 }),
      sweep(browser(), darkSample, axe('dark'), { lanes: 1, prepare: ({ page }) => page.emulateMedia({ colorScheme: 'dark' }) }),
    ]);
    console.log(`axe: ${urls.length} pages in light, ${darkSample.length} in dark`);
    expect([...light, ...dark]).toEqual([]);
  }, 900_000);
});
