import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';
import { searchFor } from './search-box';
import { axeOn } from './axe';

const base = inject('baseUrl');
const status = (page: Page) => page.locator('.search-dialog__status').textContent();

describe('site search', () => {
  const browser = useBrowser();

  it('opens with /, loads the index on first use, and lands on the splitChunks heading with Enter', async () => {
    const { page, problems } = await openPage(browser(), { width: 1280, height: 700 });
    const indexRequests: string[] = [];
    page.on('request', (request) => /search-index\.[^/]*\.js$/.test(request.url()) && indexRequests.push(request.url()));
    await visit(page, `${base}/concepts/`);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.waitFor();
    await expect(box.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(await status(page)).toBe('Type to search the documentation.');
    await searchFor(page, 'splitChunks');
    expect(indexRequests).toHaveLength(1);
    expect(await status(page)).toMatch(/^\d+ results for “splitChunks”$/);
    const first = page.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.locator('.search-dialog__title').textContent()).toBe('Optimization › optimization.splitChunks');
    expect(await first.locator('mark').first().textContent()).toMatch(/splitchunks/i);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));

    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/configuration/optimization/#optimizationsplitchunks`);
    const heading = page.locator('#optimizationsplitchunks');
    await heading.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('optimizationsplitchunks')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await page.locator('dialog.search-dialog[open]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens with Ctrl+K, moves with the arrows, closes with Escape and gives focus back', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/`);
    await page.keyboard.press('Control+k');
    await searchFor(page, 'output.publicPath');
    const options = page.getByRole('option');
    expect(await options.first().locator('.search-dialog__title').textContent()).toBe('Output › output.publicPath');
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await options.last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog.search-dialog[open]').count()).toBe(0);

    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.click();
    await searchFor(page, 'zzzqqqxx');
    expect(await status(page)).toBe('No results for “zzzqqqxx”');
    await page.keyboard.press('Escape');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // A slash typed into a field stays a slash.
    await page.keyboard.press('/');
    await searchFor(page, 'entry');
    await page.keyboard.type('/');
    expect(await page.getByRole('combobox').inputValue()).toBe('entry/');
  });

  it('passes axe with the dialog open, in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(browser());
      await page.emulateMedia({ colorScheme });
      await visit(page, `${base}/concepts/`);
      await page.keyboard.press('/');
      await searchFor(page, 'cache');
      const results = await (await axeOn(page)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), colorScheme).toEqual([]);
      await context.close();
    }
  });
});
