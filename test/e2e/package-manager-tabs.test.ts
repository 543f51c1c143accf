import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PACKAGE_MANAGER_STORAGE_KEY } from '../../src/app/package-manager-tabs';
import { openPage, useBrowser, visit } from './browser';
import { axeOn } from './axe';

const base = inject('baseUrl');

/** What the first group of tabs on the page shows: the selected tab's name and the visible panel's code. */
async function shown(page: Page): Promise<{ selected: string[]; code: string[] }> {
  const group = page.locator('.pm-tabs').first();
  return {
    selected: await group.locator('[role="tab"][aria-selected="true"]').allTextContents(),
    code: await group.locator('[role="tabpanel"]:visible pre').allTextContents(),
  };
}

describe('package-manager tabs', () => {
  const browser = useBrowser();

  it('show npm in the prerendered page, and every command in the exact syntax of the chosen manager', async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, `${base}/guides/getting-started/`);
    expect(await shown(page)).toEqual({ selected: ['npm'], code: ['npm install --save-dev webpack webpack-cli'] });
    await page.locator('.pm-tabs').first().getByRole('tab', { name: 'pnpm', exact: true }).click();
    expect(await shown(page)).toEqual({ selected: ['pnpm'], code: ['pnpm add --save-dev webpack webpack-cli'] });
    // Every group on a page follows (the PostCSS loader's README has five).
    await visit(page, `${base}/loaders/postcss-loader/`);
    const groups = page.locator('.pm-tabs');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      expect(await group.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('pnpm');
      expect(await group.locator('[role="tabpanel"]:visible pre').textContent()).toMatch(/^pnpm add --save-dev /);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keep the choice across pages the app shows and across reloads, before any app script runs, with no hydration error', async () => {
    const { page, context, problems } = await openPage(browser());
    await visit(page, `${base}/guides/getting-started/`);
    await page.locator('.pm-tabs').first().getByRole('tab', { name: 'yarn' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), PACKAGE_MANAGER_STORAGE_KEY)).toBe('yarn');
    // A page the app renders in place: its tabs arrive with npm marked and are brought in line.
    await page.locator('main').getByRole('link', { name: 'Installation' }).first().click();
    await page.waitForURL(`${base}/guides/installation/`);
    await expect.poll(() => shown(page)).toEqual({ selected: ['yarn'], code: ['yarn add --dev webpack webpack-cli'] });
    expect(await page.locator('.pm-tabs [role="tab"][tabindex="0"]').first().textContent()).toBe('yarn');
    // A reload with the app's scripts blocked: the boot script in <head> and the CSS alone show the choice.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.packageManager)).toBe('yarn');
    expect((await shown(page)).code).toEqual(['yarn add --dev webpack webpack-cli']);
    expect(await page.locator('.pm-tabs [aria-selected="true"]').first().textContent()).toBe('yarn');
    await context.unroute(/\/assets\/.*\.js$/);
    await visit(page, `${base}/guides/getting-started/`);
    expect(await shown(page)).toEqual({ selected: ['yarn'], code: ['yarn add --dev webpack webpack-cli'] });
    expect(problems.filter((problem) => !problem.includes('/assets/'))).toEqual([]);
    await context.close();
  });

  it('are a tablist the arrow keys, Home and End move through, and copy the chosen form', async () => {
    const { page, context, problems } = await openPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await visit(page, `${base}/guides/getting-started/`);
    const group = page.locator('.pm-tabs').first();
    await group.getByRole('tab', { name: 'npm', exact: true }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('yarn');
    await page.keyboard.press('End');
    expect(await focused()).toBe('bun');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('npm');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('bun');
    expect(await shown(page)).toEqual({ selected: ['bun'], code: ['bun add --dev webpack webpack-cli'] });
    // One tab of the group is in the tab order: Tab leaves the tablist for the panel's code.
    expect(await group.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['bun']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute('data-pm'))).toBe('bun');
    await group.locator('[role="tabpanel"]:visible').getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('bun add --dev webpack webpack-cli');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('have no accessibility violations, %s theme', async (colorScheme) => {
    const { page, context } = await openPage(browser());
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/guides/getting-started/`);
    await page.locator('.pm-tabs').first().getByRole('tab', { name: 'yarn' }).click();
    const results = await (await axeOn(page)).include('.pm-tabs').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
