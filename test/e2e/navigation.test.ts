import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const navs = inject('navs');
const pages = inject('pages');

const nav = Object.values(navs).find((candidate) => candidate.groups.flatMap((group) => group.items).length >= 3)!;
const order = nav.groups.flatMap((group) => group.items);

/** Leaves a marker on `window` that a full page load would wipe. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

describe('client-side navigation', () => {
  const browser = useBrowser();

  it('follows previous and next links in reading order without reloading the document', async () => {
    const { page, problems } = await openPage(browser());
    const [first, second, third] = order as [typeof order[0], typeof order[0], typeof order[0]];
    await visit(page, base + first.url);
    await mark(page);
    await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(base + second.url);
    await page.getByRole('heading', { level: 1, name: second.title, exact: true }).waitFor();
    expect(await page.title()).toBe(`${second.title} | webpack`);
    // Keyboard focus starts at the new page's heading, and the arrival is announced.
    await page.waitForFunction((title) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === title, second.title);
    expect(await page.locator('.route-announcer').textContent()).toBe(`${second.title} | webpack, page loaded`);
    const prevNext = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(prevNext.getByRole('link', { name: /Previous/ }).getAttribute('href')).resolves.toBe(first.url);
    await expect(prevNext.getByRole('link', { name: /Next/ }).getAttribute('href')).resolves.toBe(third.url);
    expect(await stillSameDocument(page)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: first.title, exact: true }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('hydrates a page from its document alone, and fetches the route table afterwards', async () => {
    const { page, problems } = await openPage(browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The MDX page too: its prerendered body is kept, so its component's chunk is not needed.
    for (const url of [order[1]!.url, '/branding/']) {
      requested.length = 0;
      await visit(page, base + url);
      expect(requested.filter((path) => /^\/assets\/(page|nav|anchors)\//.test(path))).toEqual([]);
      const firstLoad = await page.locator('script[data-scripts]').getAttribute('data-scripts');
      expect(firstLoad).not.toMatch(/routes/);
      await expect.poll(() => requested.some((path) => /^\/tables\/routes\.\w+\.js$/.test(path))).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('follows a link clicked before the route table arrived, in the same document', async () => {
    const { page, problems } = await openPage(browser());
    let releaseRoutes!: () => void;
    const routesHeld = new Promise<void>((resolve) => (releaseRoutes = resolve));
    await page.route('**/tables/routes.*.js', async (route) => {
      await routesHeld;
      await route.continue();
    });
    await visit(page, base + order[0]!.url);
    await mark(page);
    await page.locator(`#sidebar a.sidebar-item__link[href="${order[2]!.url}"]`).click();
    // The click waits for the table: nothing happens yet, then the page changes in the same document.
    expect(new URL(page.url()).pathname).toBe(order[0]!.url);
    releaseRoutes();
    await page.waitForURL(base + order[2]!.url);
    await page.getByRole('heading', { level: 1, name: order[2]!.title, exact: true }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('follows links inside the article body client-side', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/`);
    await mark(page);
    await page.locator('.splash').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(`${base}/guides/getting-started/`);
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();
    const bodyLink = page.locator('.markdown a[href^="/"]:not([href*="#"])').first();
    const href = await bodyLink.getAttribute('href');
    await bodyLink.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await stillSameDocument(page)).toBe(true);
  });

  it('shows a placeholder while the next page loads', async () => {
    const { page } = await openPage(browser());
    await visit(page, base + order[0]!.url);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/page/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(`#sidebar a.sidebar-item__link[href="${order[1]!.url}"]`).click();
    await page.locator('.placeholder[aria-busy="true"]').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: order[1]!.title, exact: true }).waitFor();
    expect(await page.locator('.placeholder').count()).toBe(0);
  });

  it('shows an error with a retry when a page chunk fails to load', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, base + order[0]!.url);
    await page.route('**/assets/page/**', (route) => route.abort());
    await page.locator(`#sidebar a.sidebar-item__link[href="${order[2]!.url}"]`).click();
    await page.getByText('Error loading content.').waitFor();
    // The failure is webpack's own, and the rest of the site still works.
    expect(problems.some((problem) => /ChunkLoadError: Loading chunk \S+ failed/.test(problem))).toBe(true);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.unroute('**/assets/page/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: order[2]!.title, exact: true }).waitFor();
  });

  it('scrolls to the hash target on arrival, and to the top without a hash', async () => {
    const { page } = await openPage(browser(), { width: 1280, height: 600 });
    const target = pages.filter((entry) => entry.anchors.length > 0).sort((a, b) => b.anchors.length - a.anchors.length)[0]!;
    const anchor = target.anchors.at(-1)!;
    const start = pages.find((entry) => entry.url !== target.url && entry.url.split('/')[1] === target.url.split('/')[1]) ?? pages.find((entry) => entry.url !== target.url)!;
    await visit(page, base + start.url);
    await mark(page);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.id = 'test-hash-link';
      link.textContent = 'jump';
      document.querySelector('main')?.prepend(link);
    }, `${target.url}#${anchor.id}`);
    await page.click('#test-hash-link');
    await page.waitForURL(`${base}${target.url}#${anchor.id}`);
    await page.waitForFunction((id) => {
      const element = document.getElementById(id);
      if (!element) return false;
      const { top } = element.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight;
    }, anchor.id);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await stillSameDocument(page)).toBe(true);

    await page.locator('.site-header').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blog/`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
