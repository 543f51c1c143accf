import type AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { siteConfig } from '../../site.config';
import { DISMISSED_KEY } from '../../src/app/notification/NotificationBar';
import { axeOn, violationsOf } from './axe';
import { renderWholePage, sweep, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const pages = inject('pages');
const navs = inject('navs');

/** Every page of the sitemap: the app routes and every content page. */
const urls = ['/', '/vote/', '/playground/', ...pages.map((page) => page.url)];
/**
 * The first page of every sidebar group of every section, with the app routes. A colour belongs to a kind
 * of element (text, link, code, table, callout), not to a page, and the page frame (header, the section's
 * sidebar, footer) changes only with the section: this sample shows every kind of element the content
 * uses, guides, references and package READMEs alike, and every section's frame.
 */
const sample = [...new Set(['/', '/vote/', ...Object.values(navs).flatMap((nav) => nav.groups.map((group) => group.items[0]!.url))])];
const framed = new Set(sample);

/**
 * The light theme runs every WCAG 2.2 A and AA rule on the whole page of the sample, and on the main area
 * (the page's own content) of every other URL, whose frame the sample has checked. The two colour rules,
 * the costliest (colour contrast, and links told from the text around them), run on the sample only:
 * colours come from the site's styles by kind of element (README HTML cannot bring its own, the sanitiser
 * drops `style`). The dark theme changes colours only, so there the colour rules run, on the main area of
 * the sample: header, sidebar and footer are checked in both themes by accessibility.test.ts. Highlighted
 * code is left out here: its colours come from one palette, checked there too, and its thousands of tokens
 * would triple the time of this sweep.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const RULES = {
  light: (builder: AxeBuilder, url: string) => {
    const rules = builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    return framed.has(url) ? rules : rules.include('#main').disableRules(COLOUR_RULES);
  },
  dark: (builder: AxeBuilder) => builder.include('#main').withRules(COLOUR_RULES),
};

describe('axe-core on every page of the sitemap (WCAG 2.2 A and AA)', () => {
  const browser = useBrowser();

  it('finds no violations in the light and the dark theme', async () => {
    // One list of checks, light then dark, shared by lanes side by side: each waits on its page most of the time.
    const dismissed = new WeakSet<BrowserContext>();
    const checks = [...urls.map((url) => ['light', url] as const), ...sample.map((url) => ['dark', url] as const)];
    const violations = await sweep(
      browser(),
      checks,
      async ({ page, context }, [colorScheme, url]) => {
        if (!dismissed.has(context)) {
          dismissed.add(context);
          // As a reader who closed the notice: the fixed bar arrives after hydration, at a moment that varies,
          // and covers what lies under it (a README's list of links failed target-size in one run of two).
          // The bar itself is checked in both themes by accessibility.test.ts.
          await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [DISMISSED_KEY, siteConfig.notification.version] as const);
        }
        await page.emulateMedia({ colorScheme });
        await visit(page, base + url);
        await renderWholePage(page);
        const results = await RULES[colorScheme]((await axeOn(page)).exclude('pre.shiki'), url).analyze();
        return violationsOf(results).map((violation) => `${colorScheme} ${url} ${violation}`);
      },
      { lanes: 2 },
    );
    console.log(`axe: ${urls.length} pages in light (${sample.length} whole, the main area of the rest), ${sample.length} in dark`);
    expect(violations).toEqual([]);
  }, 900_000);
});
