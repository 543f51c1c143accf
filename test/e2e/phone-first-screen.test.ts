import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/builder/paths';
import { launchBrowser, visit } from './browser';

const base = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

/** The top and bottom of each box `selector` matches, rounded to pixels. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ top, bottom, left, right }) => ({ top, bottom, left, right })));

describe('the first screen of a 390×844 phone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('has a header of one row: logo, main links and tools side by side', async () => {
    await visit(page, `${base}/configuration/output/`);
    const [bar] = await boxes(page, '.site-header__bar');
    expect(bar!.bottom - bar!.top).toBeLessThanOrEqual(64);
    for (const part of await boxes(page, '.site-header__home, .site-header__nav, .site-header__tools')) {
      expect(part.top).toBeGreaterThanOrEqual(bar!.top);
      expect(part.bottom).toBeLessThanOrEqual(bar!.bottom);
    }
    // No keyboard hint on a touch screen.
    expect(await page.locator('.search-button__key').isVisible()).toBe(false);
  });

  it.each(['/configuration/output/', '/plugins/split-chunks-plugin/', '/guides/getting-started/'])(
    'starts the first paragraph of %s above y = 450, with the notification bar shown',
    async (url) => {
      await visit(page, base + url);
      await page.locator('.notification-bar').waitFor();
      const [paragraph] = await boxes(page, '.doc .markdown > p');
      expect(paragraph!.top).toBeLessThan(450);
    },
  );

  it('scrolls the section tabs so that the active one is fully in view, without moving the page', async () => {
    await visit(page, `${base}/plugins/split-chunks-plugin/`);
    const [strip] = await boxes(page, '.site-header__sections ul');
    const [active] = await boxes(page, '.site-header__sections a.is-active');
    expect(active!.left).toBeGreaterThanOrEqual(strip!.left);
    expect(active!.right).toBeLessThanOrEqual(strip!.right);
    // The strip is cut: later tabs are out of view, which its edge shadow shows.
    expect(await page.locator('.site-header__sections ul').evaluate((strip) => strip.scrollWidth > strip.clientWidth)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('keeps the page actions on one line, Copy page among them', async () => {
    await visit(page, `${base}/configuration/output/`);
    const actions = await boxes(page, '.doc__actions > li');
    expect(actions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(actions.map((action) => Math.round(action.top))).size).toBe(1);
    const list = page.getByRole('list', { name: 'Page actions' });
    await expect(list.getByRole('button', { name: 'Copy page' }).isVisible()).resolves.toBe(true);
    await expect(list.getByRole('link', { name: 'Edit' }).isVisible()).resolves.toBe(true);
  });

  it('marks a link off the site as external to screen readers, and a link on it not', async () => {
    await visit(page, `${base}/configuration/output/`);
    const external = page.locator('.doc .markdown a[href^="https://"]').first();
    expect(await external.evaluate((link) => link.textContent)).toMatch(/\(opens external site\)$/);
    expect(await external.locator('.external-link__label').isVisible()).toBe(true);
    expect(await external.locator('.external-link__label').evaluate((label) => label.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    const internal = page.locator('.doc .markdown a[href^="/"]').first();
    expect(await internal.textContent()).not.toContain('opens external site');
    const footer = page.getByRole('contentinfo').getByRole('link', { name: 'Changelog (opens external site)' });
    expect(await footer.count()).toBe(1);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary', exact: true }).count()).toBe(1);
  });

  it('shows no second heading repeating the title of a package page', async () => {
    await visit(page, `${base}/plugins/mini-css-extract-plugin/`);
    const title = await page.locator('h1').textContent();
    expect(title).toBe('mini-css-extract-plugin');
    const headings = await page.locator('.doc .markdown h2').allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.map((text) => text.trim().toLowerCase())).not.toContain(title);
  });
});

describe('the built pages', () => {
  it('say nowhere which release or source files a page describes: the sidebar says it once', async () => {
    const files = (await readdir(paths.dist, { recursive: true })).filter((file) => file.endsWith('index.html'));
    expect(files.length).toBeGreaterThan(150);
    const offending: string[] = [];
    for (const file of files) {
      if ((await readFile(join(paths.dist, file), 'utf8')).includes('This page describes')) offending.push(file);
    }
    expect(offending).toEqual([]);
  });
});
