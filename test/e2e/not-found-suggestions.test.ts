import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/builder/paths';
import { openPage, renderWholePage, useBrowser, visit } from './browser';
import { urlOfHeading, urlOfPage } from './built-search';
import { controlled, fillEnded } from './service-worker';
import { startSiteServer } from './site-server';
import { axeOn } from './axe';

const base = inject('baseUrl');

const suggestions = (page: Page) => page.getByRole('region', { name: 'Similar pages' }).getByRole('link');
const hrefs = (page: Page) => suggestions(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
/** Waits for the suggestions, which the browser renders after hydration. */
const suggested = (page: Page) => page.getByRole('region', { name: 'Similar pages' }).waitFor();

describe('not-found page suggestions', () => {
  const browser = useBrowser();

  it('keeps the prerendered page and its status 404: the suggestions are the browser’s', async () => {
    const response = await fetch(`${base}/configuration/splitchunks`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! The page you are looking for has been removed or relocated.');
    expect(html).not.toContain('Similar pages');
  });

  it('suggests the pages a mistyped path names, from the search index, and opens search with its words', async () => {
    const { page, problems } = await openPage(browser());
    const response = await page.goto(`${base}/configuration/splitchunks`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated="true"]');
    await suggested(page);
    // The spec's message and button, then the suggestions: at most five, the named option first.
    await expect(page.locator('.not-found > *').evaluateAll((children) => children.map((child) => child.tagName))).resolves.toEqual(['H1', 'P', 'A', 'SECTION']);
    expect(await page.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    const found = await hrefs(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]).toBe(urlOfHeading('optimization.splitChunks'));
    // One link per page.
    expect(new Set(found.map((url) => url!.split('#')[0])).size).toBe(found.length);

    // The button opens the search dialog with the path's words, selected, and their results.
    const button = page.getByRole('button', { name: 'Search for “splitchunks”' });
    await button.click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await page.waitForFunction(() => document.querySelector('.search-dialog__status')?.textContent?.includes('for “splitchunks”'));
    expect(await box.inputValue()).toBe('splitchunks');
    await expect(box.evaluate((input: HTMLInputElement) => input === document.activeElement && input.selectionStart === 0 && input.selectionEnd === input.value.length)).resolves.toBe(true);
    expect(await page.getByRole('option').first().getAttribute('href')).toBe(urlOfHeading('optimization.splitChunks'));
    await page.keyboard.press('Escape');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // A suggestion is a link the app follows client-side.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await suggestions(page).first().click();
    await page.waitForURL(`${base}${found[0]}`);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('finds a package page by a word of its name, and loads no suggestions on other pages', async () => {
    const { page } = await openPage(browser());
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, `${base}/concepts/`);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => /not-found-suggestions|search-index/.test(path))).toEqual([]);

    await visit(page, `${base}/plugins/terser`);
    await suggested(page);
    expect((await hrefs(page))[0]).toBe(urlOfPage('terser-webpack-plugin'));
    expect(requests.filter((path) => /not-found-suggestions\.[^/]*\.js$/.test(path))).toHaveLength(1);
  });

  it('suggests pages offline once the service worker has cached the index', async () => {
    // The server is stopped to cut the network: Chromium's offline emulation does not reach service workers.
    const server = await startSiteServer(paths.dist);
    const { page, problems } = await openPage(browser(), undefined, 'allow');
    await visit(page, `${server.origin}/concepts/`);
    await controlled(page);
    await fillEnded(page, 'done');
    await server.stop();

    // The worker answers the navigation with the app shell, which renders the not-found page.
    await page.goto(`${server.origin}/plugins/terser`);
    await suggested(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect((await hrefs(page))[0]).toBe(urlOfPage('terser-webpack-plugin'));
    await page.goto(`${server.origin}/configuration/splitchunks`);
    await suggested(page);
    expect((await hrefs(page))[0]).toBe(urlOfHeading('optimization.splitChunks'));
    // What failed is only what needed the network: the documents the worker then answered itself.
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
  });

  it('passes axe with its suggestions, in both themes, on a desktop and a phone', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 800 }]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await openPage(browser(), viewport);
        await page.emulateMedia({ colorScheme });
        await visit(page, `${base}/plugins/terser`);
        await suggested(page);
        await page.getByRole('complementary', { name: 'Notification' }).waitFor();
        await renderWholePage(page);
        const results = await (await axeOn(page)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(summary, `${viewport.width}px, ${colorScheme}`).toEqual([]);
        await context.close();
      }
    }
  });
});
