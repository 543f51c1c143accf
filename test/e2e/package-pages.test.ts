import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, PIXEL, useBrowser, visit } from './browser';

const base = inject('baseUrl');

/** Answers avatar requests itself (a picture for `sokra`, 404 for anyone else) and records them. */
async function fakeGitHubAvatars(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('https://github.com/*.png*', (route) => {
    requests.push(route.request());
    const ok = new URL(route.request().url()).pathname === '/sokra.png';
    return ok
      ? route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
  return requests;
}

describe('loader and plugin pages from npm packages', () => {
  const browser = useBrowser();

  it('prerenders the package README without its banner or images, with links to the package repository', async () => {
    const text = await (await fetch(`${base}/loaders/css-loader/`)).text();
    expect(text).toContain('<h1 class="doc__title">css-loader</h1>');
    expect(text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text).toContain('id="getting-started"');
    expect(text).not.toContain('<img');
    expect(text).toContain('<a href="https://github.com/webpack/css-loader/blob/HEAD/README.md">Source</a>');
    expect(text).toContain('<a href="https://github.com/webpack/css-loader">Jump to Repository</a>');
    expect(text).toContain('>@<!-- -->sokra</span>');
  });

  it('loads contributor avatars (size 90) only once the list scrolls into view', async () => {
    const { page, problems } = await openPage(browser());
    const requests = await fakeGitHubAvatars(page);
    await visit(page, `${base}/loaders/css-loader/`);
    const avatar = page.locator('.contributors__avatar').first();
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
    expect(await avatar.getAttribute('data-state')).toBe('waiting');
    expect(await avatar.textContent()).toBe('S');

    await page.locator('.contributors').scrollIntoViewIfNeeded();
    await page.waitForSelector('.contributors__avatar[data-state="loaded"] img');
    expect(requests.map((request) => request.url())).toEqual(['https://github.com/sokra.png?size=90']);
    expect(await page.locator('.contributors__avatar img').evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    expect(await page.getByRole('link', { name: '@sokra' }).getAttribute('href')).toBe('https://github.com/sokra');
    expect(problems).toEqual([]);
  });

  it('keeps the placeholder when an avatar fails to load', async () => {
    const { page } = await openPage(browser());
    const requests = await fakeGitHubAvatars(page);
    await visit(page, `${base}/plugins/html-webpack-plugin/`);
    await page.locator('.contributors').scrollIntoViewIfNeeded();
    const avatar = page.locator('.contributors__avatar').first();
    await page.waitForSelector('.contributors__avatar[data-state="failed"]');
    expect(requests.map((request) => request.url())).toEqual(['https://github.com/jantimon.png?size=90']);
    expect(await avatar.locator('img').count()).toBe(0);
    expect(await avatar.textContent()).toBe('J');
    expect(await avatar.isVisible()).toBe(true);
  });
});
