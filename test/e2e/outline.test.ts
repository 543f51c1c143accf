import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, renderWholePage, visit } from './browser';

const base = inject('baseUrl');
const pages = inject('pages');
const LONG_PAGE = '/configuration/output/';
const NAMES_PAGE = '/configuration/optimization/';

const outline = (page: Page) => page.locator('nav#outline');
/** The headings the outline's entries lead to, as ids, with the entries' text. */
const outlineEntries = (page: Page) =>
  outline(page)
    .locator('a')
    .evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => [decodeURIComponent(link.hash.slice(1)), link.textContent]));

/** Waits until the outline marks the entry of heading `id`, and only it, as the section in view. */
const waitForMarked = async (page: Page, id: string) => {
  await page.waitForFunction((href) => document.querySelector('#outline a[aria-current="location"]')?.getAttribute('href') === href, `#${id}`);
  expect(await outline(page).locator('a[aria-current]').count()).toBe(1);
};

/** The article's own h2 and h3 headings (not Further Reading or Contributors), as id and text. */
const articleHeadings = (page: Page) =>
  page.locator('#main .markdown :is(h2, h3)[id]').evaluateAll((nodes) => nodes.map((node) => [node.id, node.textContent]));

/** Scrolls the heading to the top of the window, as a reader reaching it would. */
const scrollToHeading = (page: Page, id: string) =>
  page.evaluate((target) => {
    const heading = document.getElementById(target)!;
    window.scrollTo(0, window.scrollY + heading.getBoundingClientRect().top - 120);
  }, id);

/**
 * Words of the element's entries drawn over more than one line. Each text node's words are measured
 * with a Range: a `<wbr>` splits an option path into text nodes, so the path may wrap between them,
 * never inside one of its words.
 */
const brokenWords = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

describe('outline beside the article at 1280 × 800', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(() => browser.close());

  it(`lists the headings of ${LONG_PAGE}, in the prerendered HTML, beside the article`, async () => {
    const html = await (await fetch(`${base}${LONG_PAGE}`)).text();
    expect(html).toContain('<nav id="outline"');
    await visit(page, `${base}${LONG_PAGE}`);
    const headings = await articleHeadings(page);
    expect(headings.length).toBeGreaterThan(20);
    expect(await outlineEntries(page)).toEqual(headings);
    const [article, aside] = await Promise.all([page.locator('#main'), outline(page)].map((part) => part.boundingBox()));
    expect(aside!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
    await expect(outline(page).isVisible()).resolves.toBe(true);
  });

  it('marks the section in view as the reader scrolls, and stays beside the article', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const headings = await articleHeadings(page);
    for (const [id] of [headings[5]!, headings[20]!, headings[2]!]) {
      await scrollToHeading(page, id!);
      await waitForMarked(page, id!);
    }
    // Sticky: still at the top of the window, far down the page.
    const top = await outline(page).evaluate((nav) => nav.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  it('scrolls to an entry when it is clicked, updates the hash and marks the entry', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const [id, title] = (await articleHeadings(page))[12]!;
    await outline(page).getByRole('link', { name: title!, exact: true }).click();
    await page.waitForFunction((hash) => window.location.hash === hash, `#${id}`);
    const headingTop = await page.locator(`[id="${id}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThan(0);
    expect(headingTop).toBeLessThan(200);
    await waitForMarked(page, id!);
  });

  it('marks a chosen entry whose heading the page ends too soon to bring to the top, until the reader scrolls', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const headings = await articleHeadings(page);
    const [lastId, lastTitle] = headings.at(-1)!;
    // A window taller than what follows the last heading, measured with every block laid out at its real height
    // (away from the screen they take a placeholder's): the page ends before that heading reaches the top.
    await renderWholePage(page);
    const tail = await page
      .locator(`[id="${lastId}"]`)
      .evaluate((heading) => document.documentElement.scrollHeight - heading.getBoundingClientRect().top - window.scrollY);
    await page.setViewportSize({ width: 1280, height: Math.ceil(tail) + 400 });
    await outline(page).getByRole('link', { name: lastTitle!, exact: true }).click();
    await page.waitForFunction((hash) => window.location.hash === hash, `#${lastId}`);
    // Even scrolled to its end, the page leaves the heading low: by position alone the previous section would be in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = await page.locator(`[id="${lastId}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(200);
    await waitForMarked(page, lastId!);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, -3000);
    await page.waitForFunction((href) => document.querySelector('#outline a[aria-current="location"]')?.getAttribute('href') !== href, `#${lastId}`);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('marks the heading a link with a hash leads to', async () => {
    const [id] = (await articleHeadings(page))[9]!;
    await visit(page, `${base}${LONG_PAGE}#${id}`);
    await waitForMarked(page, id!);
  });

  it('works on a package README page', async () => {
    await visit(page, `${base}/plugins/mini-css-extract-plugin/`);
    const headings = await articleHeadings(page);
    expect(headings.length).toBeGreaterThan(2);
    expect(await outlineEntries(page)).toEqual(headings);
    await scrollToHeading(page, headings[2]![0]!);
    await waitForMarked(page, headings[2]![0]!);
  });

  it('is not shown on the splash, the blog index, the vote page, nor a page with fewer than two headings', async () => {
    const short = pages.find((candidate) => candidate.anchors.length < 2 && candidate.url !== '/blog/');
    expect(short).toBeDefined();
    for (const url of ['/', '/blog/', '/vote/', short!.url]) {
      await visit(page, `${base}${url}`);
      expect(await page.locator('#outline, .outline-toggle').count(), url).toBe(0);
    }
  });

  it(`never breaks an option name inside a word, in the sidebar or the outline of ${NAMES_PAGE}`, async () => {
    await visit(page, `${base}${NAMES_PAGE}`);
    expect(await page.locator('#sidebar .sidebar-item__anchor').count()).toBeGreaterThan(10);
    expect(await brokenWords(page, '#sidebar')).toEqual([]);
    expect(await brokenWords(page, '#outline')).toEqual([]);
    // The names do wrap, at their dots: otherwise the check above would prove nothing.
    const wrapped = await page.locator('#outline a').evaluateAll((links: HTMLAnchorElement[]) => links.filter((link) => link.offsetHeight > 30).length);
    expect(wrapped).toBeGreaterThan(0);
  });

  it('is hidden in print', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    await page.emulateMedia({ media: 'print' });
    expect(await outline(page).evaluate((nav) => getComputedStyle(nav).display)).toBe('none');
    await page.emulateMedia({ media: 'screen' });
  });
});

describe('outline and back to top at 390 × 844', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser, { width: 390, height: 844 }));
  });
  afterAll(() => browser.close());

  it('puts "On this page" in the row of the section menu, which stays one row', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const [menu, toggle] = await Promise.all(
      [page.locator('.docs__menu-button'), page.getByRole('button', { name: 'On this page' })].map((button) => button.boundingBox()),
    );
    expect(Math.abs(menu!.y - toggle!.y)).toBeLessThan(1);
    expect(toggle!.x + toggle!.width).toBeLessThanOrEqual(390);
    await expect(outline(page).isVisible()).resolves.toBe(false);
  });

  it('opens the list, jumps to the chosen heading, closes the list and focuses the heading', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const toggle = page.getByRole('button', { name: 'On this page' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.getAttribute('aria-controls')).resolves.toBe('outline');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(outline(page).isVisible()).resolves.toBe(true);
    const [id, title] = (await articleHeadings(page))[8]!;
    await outline(page).getByRole('link', { name: title!, exact: true }).click();
    await page.waitForFunction((hash) => window.location.hash === hash, `#${id}`);
    await expect(outline(page).isVisible()).resolves.toBe(false);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
    const top = await page.locator(`[id="${id}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
  });

  it('closes on Escape, giving focus back to its button', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(outline(page).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(outline(page).isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('outline-toggle'))).toBe(true);
  });

  it('shows "Back to top" after two screens of scrolling, above the notification bar, and brings the reader back', async () => {
    await visit(page, `${base}${LONG_PAGE}`);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await page.waitForTimeout(200);
    await expect(backToTop.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
    await backToTop.waitFor({ state: 'visible' });
    await page.locator('.notification-bar').waitFor();
    const [button, bar] = await Promise.all([backToTop.boundingBox(), page.locator('.notification-bar').boundingBox()]);
    expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => document.activeElement?.matches('#main h1'))).toBe(true);
    await backToTop.waitFor({ state: 'hidden' });
  });

  it(`never breaks a name inside a word in the section drawer of ${NAMES_PAGE}`, async () => {
    await visit(page, `${base}${NAMES_PAGE}`);
    await page.locator('.docs__menu-button').click();
    await page.waitForFunction(() => document.querySelector('.docs')?.classList.contains('docs--drawer-open'));
    expect(await brokenWords(page, '#sidebar')).toEqual([]);
    expect(await page.locator('#sidebar').evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
  });
});
