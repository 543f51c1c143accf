import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';
import { axeOn } from './axe';

const base = inject('baseUrl');

/** The block of /configuration/optimization/ with a removed and an added line, as its resulting file reads. */
const DIFF_RESULT = ['module.exports = {', '  optimization: {', '    emitOnErrors: false,', '  },', '};'].join('\n');

async function withClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const status = (page: Page) => page.locator('body > [role="status"]');

describe('copy code buttons', () => {
  const browser = useBrowser();

  it('copy a block as the reader sees it, on a prerendered page whose app scripts never load', async () => {
    const { page, context } = await openPage(browser());
    await withClipboard(context);
    // No app script at all: the button must work from the document alone.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${base}/guides/getting-started/`);
    const block = page.locator('figure.code').first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code' });
    // It fades in (0.15 s).
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await button.click();
    await expect.poll(() => clipboard(page)).toBe(await block.locator('pre').textContent());
    await expect.poll(() => status(page).textContent()).toBe('Copied');
    expect(await button.getAttribute('data-state')).toBe('copied');
    // About two seconds later the button and the status region are back to rest.
    await page.waitForFunction(() => !document.querySelector('[data-copy-code][data-state]'), undefined, { timeout: 4000 });
    expect(await status(page).textContent()).toBe('');
    await context.close();
  });

  it('copies the file a block with added and removed lines stands for, and is reached and pressed with the keyboard', async () => {
    const { page, context, problems } = await openPage(browser());
    await withClipboard(context);
    await visit(page, `${base}/configuration/optimization/`);
    const block = page.locator('figure.code:has(pre.has-diff)');
    // The marks are CSS, with alternative text for screen readers, and no part of the code's text.
    const mark = (line: string) => block.locator(line).first().evaluate((element) => getComputedStyle(element, '::after').content);
    expect(await mark('.line.add')).toBe('"+" / "added"');
    expect(await mark('.line.remove')).toBe('"−" / "removed"');
    expect(await block.locator('pre').textContent()).not.toMatch(/\[!code|added|removed/);
    const button = block.getByRole('button', { name: 'Copy code' });
    // The button comes right after the block's scrollable code in the tab order.
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe(DIFF_RESULT);
    await expect.poll(() => status(page).textContent()).toBe('Copied');
    // On paper, in black and white, a removed line is still seen to be removed.
    await page.emulateMedia({ media: 'print' });
    expect(await block.locator('.line.remove').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    expect(await block.locator('.line.add').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies an excerpt with line numbers without its numbers', async () => {
    const { page, context } = await openPage(browser());
    await withClipboard(context);
    await visit(page, `${base}/guides/caching/`);
    const block = page.locator('figure.code:has(pre.has-line-numbers)').first();
    const number = await block.locator('.line').first().evaluate((line) => getComputedStyle(line, '::before').content);
    expect(number).toMatch(/^counter\(line\) \/ ""$/);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    const copied = await clipboard(page);
    expect(copied).toBe(await block.locator('pre').textContent());
    expect(copied).toMatch(/^\s*output: \{/);
    await context.close();
  });

  it('is always shown on a touch screen, which has no hover', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/guides/getting-started/`);
    const button = page.locator('figure.code').first().getByRole('button', { name: 'Copy code' });
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await context.close();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations when shown, %s theme', async (colorScheme) => {
    const { page, context } = await openPage(browser());
    await withClipboard(context);
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/guides/getting-started/`);
    const block = page.locator('figure.code').first();
    await block.hover();
    const results = await (await axeOn(page)).include('figure.code').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    // Copied, the button says so in a colour that still reads.
    await block.getByRole('button', { name: 'Copy code' }).click();
    await status(page).filter({ hasText: 'Copied' }).waitFor();
    const copied = await (await axeOn(page)).include('figure.code [data-state]').withTags(['wcag2aa']).analyze();
    expect(copied.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('keeps every token of added and removed lines readable on their tints, %s theme', async (colorScheme) => {
    const { page, context } = await openPage(browser());
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/configuration/optimization/`);
    const results = await (await axeOn(page, { passes: true })).include('pre.has-diff').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length).toBeGreaterThan(5);
    await context.close();
  });
});

describe('copy page button', () => {
  const browser = useBrowser();

  it("copies the page's Markdown twin, before the app's scripts load, and announces it", async () => {
    const { page, context } = await openPage(browser());
    await withClipboard(context);
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${base}/concepts/output/`);
    const button = page.locator('.doc__actions').getByRole('button', { name: 'Copy page' });
    await button.click();
    const twin = await (await fetch(`${base}/concepts/output.md`)).text();
    expect(twin.startsWith('# Output\n')).toBe(true);
    await expect.poll(() => clipboard(page)).toBe(twin);
    await expect.poll(() => status(page).textContent()).toBe('Copied');
    expect(await button.getAttribute('data-state')).toBe('copied');
    await page.waitForFunction(() => !document.querySelector('[data-copy-page][data-state]'), undefined, { timeout: 4000 });
    await context.close();
  });

  it('follows the page the app navigates to, and is pressed with the keyboard', async () => {
    const { page, context, problems } = await openPage(browser());
    await withClipboard(context);
    await visit(page, `${base}/concepts/`);
    await page.locator('main').getByRole('link', { name: 'Entry Points' }).first().click();
    await page.waitForURL(`${base}/concepts/entry-points/`);
    const button = page.locator('.doc__actions').getByRole('button', { name: 'Copy page' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toMatch(/^# Entry Points\n/);
    await expect.poll(() => status(page).textContent()).toBe('Copied');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the twin cannot be fetched, or the answer is not Markdown (the dev server has no twins)', async () => {
    const { page, context } = await openPage(browser());
    await withClipboard(context);
    await visit(page, `${base}/concepts/output/`);
    const button = page.locator('.doc__actions').getByRole('button', { name: 'Copy page' });
    await context.route(/\.md$/, (route) => route.abort());
    await button.click();
    await expect.poll(() => status(page).textContent()).toBe('Could not copy');
    expect(await button.getAttribute('data-state')).toBe('failed');
    await page.waitForFunction(() => !document.querySelector('[data-copy-page][data-state]'), undefined, { timeout: 4000 });
    await context.unroute(/\.md$/);
    await context.route(/\.md$/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><div id="root"></div>' }));
    await button.click();
    await expect.poll(() => status(page).textContent()).toBe('Could not copy');
    expect(await clipboard(page)).not.toContain('<!doctype html>');
    await context.close();
  });
});
