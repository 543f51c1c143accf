import { describe, expect, inject, it } from 'vitest';
import { PRINTABLE_SECTIONS } from '../../src/shared/sections';
import { sweep, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const pages = inject('pages');
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Text as React writes it into the page: an apostrophe too becomes an entity ("Writer's Guide"). */
const react = (text: string) => html(text).replace(/'/g, '&#x27;');

describe('routes', () => {
  it.each(pages)('$url answers 200 with its title and full text in the HTML', async ({ url, title, anchors, related, editUrl, lastUpdated, contributors }) => {
    const response = await fetch(base + url);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`<title>${html(title)} | webpack</title>`);
    expect(text).toContain(`<h1 class="doc__title">${react(title)}</h1>`);
    for (const anchor of anchors) expect(text).toContain(`id="${anchor.id}"`);
    // On phones the labels drop the words in `doc__action-long`.
    expect(text).toContain('><span class="doc__action-long">Jump to </span>Repository</a>');
    expect(text).toContain(`<a href="${html(editUrl)}">Edit<span class="doc__action-long"> Document</span></a>`);
    expect(text).toContain(`<a href="${url}?print">Print<span class="doc__action-long"> Document</span></a>`);
    // The date of the file's last commit, and the people of its history or its package, when there are any.
    if (lastUpdated) expect(text).toMatch(new RegExp(`Last updated <time dateTime="${lastUpdated}">\\w+ \\d{1,2}, \\d{4}</time>`));
    for (const person of contributors) expect(text).toContain(person.github ? `<span>@${person.github}</span>` : `<span>${react(person.name)}</span>`);
    if (related.length > 0) {
      expect(text).toContain('>Further Reading</h2>');
      for (const link of related) expect(text).toContain(`<a href="${html(link.url)}">${react(link.title)}</a>`);
    }
  });

  it('serves the app routes', async () => {
    const expectations: [string, string][] = [
      ['/', '<title>webpack</title>'],
      ['/vote/', '<title>Vote | webpack</title>'],
      ['/playground/', '<title>Playground | webpack</title>'],
      ['/app-shell/', '<title>webpack</title>'],
    ];
    for (const [url, title] of expectations) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain(title);
    }
  });

  it('serves a printable page for every printable section, closed to search engines', async () => {
    for (const section of PRINTABLE_SECTIONS) {
      const sectionPages = pages.filter((page) => page.url.startsWith(`/${section}/`));
      if (sectionPages.length === 0) continue;
      const response = await fetch(`${base}/${section}/printable/`);
      expect(response.status, section).toBe(200);
      const text = await response.text();
      expect(text).toContain('<meta name="robots" content="noindex, nofollow">');
      for (const page of sectionPages) expect(text).toContain(react(page.title));
    }
  });

  it('app-shell renders the layout with an empty main area', async () => {
    const text = await (await fetch(`${base}/app-shell/`)).text();
    expect(text).toMatch(/<main id="main" class="site__main"><\/main>/);
  });
});

describe('every page in Chromium', () => {
  const browser = useBrowser();

  // One visit per page for both checks: the sweeps over every page are the longest part of the suite.
  it('hydrates with no console error or warning, and never scrolls sideways on a 375 px phone (wide tables and code scroll inside themselves)', async () => {
    const urls = ['/', '/vote/', '/playground/', '/app-shell/', '/no/such/page/', ...pages.map((entry) => entry.url)];
    urls.push(...PRINTABLE_SECTIONS.filter((section) => pages.some((entry) => entry.url.startsWith(`/${section}/`))).map((section) => `/${section}/printable/`));
    // The width is checked on the splash, the not-found page and every content page (printable sections are laid out for paper).
    const onPhone = new Set(['/', '/playground/', '/no/such/page/', ...pages.map((entry) => entry.url)]);
    const problems = await sweep(
      browser(),
      urls,
      async ({ page, problems: logged }, url) => {
        await visit(page, base + url);
        const found = logged.splice(0).map((problem) => `${url}: ${problem}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (onPhone.has(url) && width > 375) found.push(`${url}: ${width}px wide on a 375 px phone`);
        return found;
      },
      { viewport: { width: 375, height: 740 } },
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
