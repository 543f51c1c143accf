import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const pages = inject('pages');

/** Every page of the sitemap: the app routes and every content page. */
const urls = ['/', '/vote/', ...pages.map((page) => page.url)];

/**
 * The light theme runs every WCAG 2.2 A and AA rule on the whole page. The dark theme changes
 * colours only, so there the colour rules run, on the main area: header, sidebar and footer are the
 * same on every page and are checked in both themes by accessibility.test.ts. Highlighted code is
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
    const sweep = async (colorScheme: 'light' | 'dark') => {
      const { page, context } = await openPage(browser());
      await page.emulateMedia({ colorScheme });
      const violations: string[] = [];
      for (const url of urls) {
        await visit(page, base + url);
        const results = await RULES[colorScheme](new AxeBuilder({ page }).exclude('pre.shiki')).analyze();
        for (const violation of results.violations) {
          violations.push(`${colorScheme} ${url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
      }
      await context.close();
      return violations;
    };
    // The two themes side by side: each waits on its own page most of the time.
    const [light, dark] = await Promise.all([sweep('light'), sweep('dark')]);
    expect([...light, ...dark]).toEqual([]);
  }, 900_000);
});
