import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webpackVersion } from '../../src/builder/reference/webpack-surface';
import { isPrintableSection } from '../../src/shared/sections';
import { launchBrowser, openPage, visit } from './browser';

const base = inject('baseUrl');
const navs = inject('navs');
const anchorsOf = new Map(inject('pages').map((page) => [page.url, page.anchors]));

// The printable section with the most pages exercises ordering best.
const nav = Object.values(navs).filter((candidate) => isPrintableSection(candidate.section)).sort(
  (a, b) => b.groups.flatMap((group) => group.items).length - a.groups.flatMap((group) => group.items).length,
)[0]!;
const items = nav.groups.flatMap((group) => group.items);

const sidebar = (page: Page) => page.locator('nav#sidebar');

describe(`sidebar of /${nav.section}/`, () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(() => browser.close());

  it('lists the section pages, index first, grouped and ordered as the content index says', async () => {
    expect(items.length).toBeGreaterThan(1);
    await visit(page, `${base}/${nav.section}/`);
    const links = await sidebar(page).locator('.sidebar-item__link').evaluateAll((nodes) =>
      nodes.map((node) => [node.textContent, node.getAttribute('href')]),
    );
    expect(links).toEqual(items.map((item) => [item.title, item.url]));
    expect(links[0]?.[1]).toBe(`/${nav.section}/`);
    const groupTitles = await sidebar(page).locator('.sidebar__group-title').allTextContents();
    expect(groupTitles).toEqual(nav.groups.flatMap((group) => (group.title ? [group.title] : [])));
    await expect(sidebar(page).getByRole('link', { name: 'Print Section' }).getAttribute('href')).resolves.toBe(
      `/${nav.section}/printable/?print`,
    );
    // Near the top, naming the installed webpack's release.
    const version = sidebar(page).locator('.sidebar__version');
    expect(await version.textContent()).toBe(`You are reading webpack 5 documentation, which describes webpack ${webpackVersion()}. Read the version 4 docs.`);
    expect(await version.evaluate((note) => note.previousElementSibling?.className)).toBe('sidebar__title');
  });

  it('opens the anchors of the current page and keeps the others closed', async () => {
    const current = items.find((item) => item.anchorCount > 0)!;
    await visit(page, base + current.url);
    const row = sidebar(page).locator('.sidebar-item', { has: page.locator(`a.sidebar-item__link[href="${current.url}"]`) });
    await expect(row.locator('.sidebar-item__toggle').getAttribute('aria-expanded')).resolves.toBe('true');
    const anchors = await row.locator('.sidebar-item__anchors a').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(anchors).toEqual(anchorsOf.get(current.url)!.map((anchor) => `${current.url}#${anchor.id}`));
    for (const other of items.filter((item) => item !== current && item.anchorCount > 0)) {
      const otherRow = sidebar(page).locator('.sidebar-item', { has: page.locator(`a.sidebar-item__link[href="${other.url}"]`) });
      await expect(otherRow.locator('.sidebar-item__anchors').isVisible()).resolves.toBe(false);
    }
  });

  it('toggles an item on click, listing its anchors, and resets every item when the page changes', async () => {
    const withAnchors = items.filter((item) => item.anchorCount > 0);
    expect(withAnchors.length).toBeGreaterThan(1);
    const [first, second] = withAnchors as [typeof items[0], typeof items[0]];
    await visit(page, base + first.url);
    const rowOf = (url: string) => sidebar(page).locator('.sidebar-item', { has: page.locator(`a.sidebar-item__link[href="${url}"]`) });
    const toggle = rowOf(second.url).locator('.sidebar-item__toggle');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    // Another page's anchors are loaded when its item opens.
    const secondAnchors = rowOf(second.url).locator('.sidebar-item__anchors a');
    await secondAnchors.first().waitFor();
    expect(await secondAnchors.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(
      anchorsOf.get(second.url)!.map((anchor) => `${second.url}#${anchor.id}`),
    );
    expect(second.anchorCount).toBe(anchorsOf.get(second.url)!.length);
    await rowOf(first.url).locator('.sidebar-item__toggle').click();
    await expect(rowOf(first.url).locator('.sidebar-item__anchors').isVisible()).resolves.toBe(false);

    await rowOf(second.url).locator('.sidebar-item__link').click();
    await page.waitForURL(base + second.url);
    await page.waitForSelector(`h1:text-is("${second.title}")`);
    await expect(rowOf(second.url).locator('.sidebar-item__toggle').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(rowOf(first.url).locator('.sidebar-item__toggle').getAttribute('aria-expanded')).resolves.toBe('false');
  });
});
