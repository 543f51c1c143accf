import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';
import { shippedSearchOf, urlOfHeading } from './built-search';
import { searchFor } from './search-box';

const base = inject('baseUrl');
const shipped = () => shippedSearchOf(base);

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });
const status = (page: Page) => page.locator('.search-dialog__status').textContent();
/** Marks the document: a client-side navigation keeps the mark, a document load loses it. */
const mark = (page: Page) => page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

describe('search results are links', () => {
  const browser = useBrowser();

  it('links each result to its page and heading; a plain click and Enter stay in the app, a middle or Ctrl click opens a tab', async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, `${base}/concepts/`);
    await mark(page);
    await page.keyboard.press('/');
    await searchFor(page, 'output.publicPath');
    const expected = urlOfHeading('output.publicPath');
    const first = page.getByRole('option').first();
    expect(await first.evaluate((element) => element.tagName)).toBe('A');
    expect(await first.getAttribute('href')).toBe(expected);
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    // Every result is a link in an item of no role of its own, so the listbox owns the options.
    expect(await page.locator('#search-results > li:not([role="none"])').count()).toBeLessThanOrEqual(1);
    expect(await page.locator('#search-results > li[role="none"] > a[role="option"][href]').count()).toBe(await page.getByRole('option').count() - (await page.locator('.search-dialog__show-all').count()));

    // A middle click and a Ctrl click open the result in a new tab, and so does Ctrl+Enter in the field;
    // this page and its dialog stay.
    const opens = [() => first.click({ button: 'middle' }), () => first.click({ modifiers: ['Control'] }), () => page.keyboard.press('Control+Enter')];
    for (const click of opens) {
      const [opened] = await Promise.all([context.waitForEvent('page'), click()]);
      await opened.waitForLoadState('domcontentloaded');
      expect(opened.url()).toBe(`${base}${expected}`);
      await opened.close();
      expect(page.url()).toBe(`${base}/concepts/`);
      expect(await page.locator('dialog.search-dialog[open]').count()).toBe(1);
      await expect(box(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    }

    // Enter follows the active link client-side: the same document, at the heading.
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}${expected}`);
    await page.locator(`#${expected.split('#')[1]}`).waitFor();
    expect(await stayed(page)).toBe(true);
    expect(await page.locator('dialog.search-dialog[open]').count()).toBe(0);

    // So does a plain click.
    await page.keyboard.press('/');
    await searchFor(page, 'splitChunks');
    const target = await page.getByRole('option').first().getAttribute('href');
    expect(target).toBe(urlOfHeading('optimization.splitChunks'));
    await page.getByRole('option').first().click();
    await page.waitForURL(`${base}${target}`);
    expect(await stayed(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('counts every match, and lists them all from its last option, reached with the keys', async () => {
    const query = 'cache';
    const { results, total } = await shipped().search(query);
    expect(total).toBeGreaterThan(results.length);

    const { page, problems } = await openPage(browser(), { width: 1280, height: 700 });
    await visit(page, `${base}/concepts/`);
    await page.keyboard.press('/');
    await searchFor(page, query);
    expect(await status(page)).toBe(`${total} results for “${query}”`);
    const links = page.locator('a[role="option"]');
    expect(await links.count()).toBe(results.length);
    expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(results.map((result) => result.url));
    const showAll = page.getByRole('option', { name: `Show all ${total} results` });
    // Up from the first option wraps to the last: "Show all".
    await page.keyboard.press('ArrowUp');
    expect(await showAll.getAttribute('aria-selected')).toBe('true');
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await showAll.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((count) => document.querySelectorAll('a[role="option"]').length === count, total);
    expect(await showAll.count()).toBe(0);
    expect(await status(page)).toBe(`${total} results for “${query}”`);
    // The selection moves on to the first result that was not listed before.
    const next = links.nth(results.length);
    expect(await next.getAttribute('aria-selected')).toBe('true');
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await next.getAttribute('id'));
    // Every result gets its snippet, the last one too.
    await page.waitForSelector('#search-results[aria-busy="false"]');
    const last = (await shipped().search(query, total)).results.at(-1)!;
    expect(await links.last().getAttribute('href')).toBe(last.url);
    expect(await links.last().locator('.search-dialog__snippet').textContent()).toBe(`${last.snippet?.before}${last.snippet?.match}${last.snippet?.after}`);

    // The field stays in view while the results scroll under it.
    const fieldTop = () => box(page).evaluate((input) => input.getBoundingClientRect().top);
    const before = await fieldTop();
    // Up from the first newly listed result, past the first, to the last.
    for (let step = 0; step <= results.length; step++) await page.keyboard.press('ArrowUp');
    expect(await links.last().getAttribute('aria-selected')).toBe('true');
    await expect(page.locator('#search-results').evaluate((list) => list.scrollTop)).resolves.toBeGreaterThan(0);
    expect(await fieldTop()).toBe(before);
    await expect(links.last().evaluate((link) => {
      const { top, bottom } = link.getBoundingClientRect();
      const list = link.closest('ul')!.getBoundingClientRect();
      return top >= list.top && bottom <= list.bottom + 1;
    })).resolves.toBe(true);

    // A click on "Show all" works too, and leaves focus in the field.
    await searchFor(page, 'plugin');
    await page.getByRole('option', { name: /^Show all \d+ results$/ }).click();
    await page.waitForFunction(() => !document.querySelector('.search-dialog__show-all'));
    expect(await links.count()).toBeGreaterThan(results.length);
    await expect(box(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true);

    // A new query lists its first results again.
    await searchFor(page, 'splitChunks');
    expect(await links.count()).toBeLessThanOrEqual(results.length);
    expect(problems).toEqual([]);
  });

  it('selects the last query when it opens again, so typing replaces it', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/`);
    await page.keyboard.press('/');
    await searchFor(page, 'splitChunks');
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog.search-dialog[open]').count()).toBe(0);

    await page.keyboard.press('Control+k');
    await page.locator('dialog.search-dialog[open]').waitFor();
    await page.waitForFunction(() => {
      const input = document.activeElement as HTMLInputElement | null;
      return input?.getAttribute('role') === 'combobox' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
    });
    expect(await box(page).inputValue()).toBe('splitChunks');
    await page.keyboard.type('entry');
    expect(await box(page).inputValue()).toBe('entry');
    await page.waitForFunction(() => document.querySelector('.search-dialog__status')?.textContent?.includes('for “entry”'));
  });
});
