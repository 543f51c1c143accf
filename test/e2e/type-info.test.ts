import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { markdownUrl } from '../../src/shared/urls';
import { codeOf, openPage, useBrowser, visit } from './browser';
import { axeOn } from './axe';

const base = inject('baseUrl');

/** The page's first block with types on hover: /configuration/'s first example. */
const block = (page: Page) => page.locator('figure.code:has(.type-info)').first();
const option = (page: Page, name: string) => block(page).locator('.type-info', { hasText: new RegExp(`^${name}`) }).first();
const popupOf = (target: Locator) => target.locator('> .type-info__popup');

/** The script that closes popups on Escape: only its chunk holds this selector. */
const ESCAPE_CHUNK = /:focus-visible\):not\(\[data-dismissed\]\)/;

describe('types on hover in configuration examples', () => {
  const browser = useBrowser();

  it('show an option\'s type and description on hover, stay while the pointer moves onto them, and close on Escape', async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, `${base}/configuration/`);
    const entry = option(page, 'entry');
    const popup = popupOf(entry);
    expect(await popup.isVisible()).toBe(false);
    await entry.hover();
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.getAttribute('role')).toBe('tooltip');
    expect(await entry.getAttribute('aria-describedby')).toBe(await popup.getAttribute('id'));
    expect(await popup.locator('.type-info__type').textContent()).toMatch(/^Configuration\.entry\?: string \|/);
    expect(await popup.locator('.type-info__docs').textContent()).toBe('The entry point(s) of the compilation.');
    // Outside the block's scrolling box: nothing clips it.
    const [popupBox, preBox] = [await popup.boundingBox(), await block(page).locator('pre').boundingBox()];
    expect(popupBox!.width).toBeGreaterThan(200);
    expect(popupBox!.y).toBeGreaterThanOrEqual((await entry.boundingBox())!.y);
    expect(popupBox!.x + popupBox!.width).toBeLessThanOrEqual(1280);
    expect(preBox).not.toBeNull();
    // The pointer can move onto the popup without losing it.
    await page.mouse.move(popupBox!.x + popupBox!.width / 2, popupBox!.y + popupBox!.height / 2, { steps: 4 });
    expect(await popup.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    // Pointed at again after leaving, it shows again.
    await page.mouse.move(5, 5);
    await entry.hover();
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('are reached with the keyboard: each option is a stop whose popup shows on focus and closes on Escape, focus staying', async () => {
    const { page, context } = await openPage(browser());
    await visit(page, `${base}/configuration/`);
    const mode = option(page, 'mode');
    await block(page).locator('pre').focus();
    await page.keyboard.press('Tab');
    expect(await mode.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => popupOf(mode).isVisible()).toBe(true);
    expect(await popupOf(mode).textContent()).toContain('Enable production optimizations or development hints.');
    await page.keyboard.press('Escape');
    await expect.poll(() => popupOf(mode).isVisible()).toBe(false);
    expect(await mode.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => popupOf(option(page, 'entry')).isVisible()).toBe(true);
    expect(await popupOf(mode).isVisible()).toBe(false);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('pass axe with a popup open, %s theme', async (colorScheme) => {
    const { page, context } = await openPage(browser());
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/configuration/`);
    await block(page).locator('pre').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => popupOf(option(page, 'mode')).isVisible()).toBe(true);
    const results = await (await axeOn(page, { passes: true })).include('figure.code:has(.type-info)').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(results.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length).toBeGreaterThan(5);
    await context.close();
  });

  it('keep the popups out of what is copied and of the Markdown twin', async () => {
    const { page, context } = await openPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await visit(page, `${base}/configuration/`);
    const code = await codeOf(block(page).locator('pre'));
    expect(code).toMatch(/^const path = require\("node:path"\);\n\n\/\*\* @type \{import\("webpack"\)\.Configuration\} \*\/\nmodule\.exports = \{\n  mode: "production",/);
    await block(page).hover();
    await block(page).getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const twin = await (await fetch(`${base}${markdownUrl('/configuration/')}`)).text();
    expect(twin).toContain(`\`\`\`js title="webpack.config.js"\n${code}\n\`\`\``);
    expect(twin).not.toContain('Enable production optimizations');
    await context.close();
  });

  it('cost no script on a page without them, and load the Escape script on a page with them', async () => {
    const { page, context } = await openPage(browser());
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await visit(page, `${base}/concepts/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => ESCAPE_CHUNK.test(script))).toEqual([]);
    // Reached within the app, the configuration page fetches it.
    await page.locator('a[href="/configuration/"]').first().click();
    await page.waitForURL(`${base}/configuration/`);
    await expect.poll(() => scripts.filter((script) => ESCAPE_CHUNK.test(script)).length).toBe(1);
    await option(page, 'entry').hover();
    await page.keyboard.press('Escape');
    await expect.poll(() => popupOf(option(page, 'entry')).isVisible()).toBe(false);
    await context.close();
  });
});
