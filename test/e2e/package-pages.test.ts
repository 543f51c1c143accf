import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/builder/paths';
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
    expect(text).toContain('<a href="https://github.com/webpack/css-loader"><span class="doc__action-long">Jump to </span>Repository</a>');
    expect(text).toContain('>@sokra</span>');
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

describe('section indexes and package notes', () => {
  const browser = useBrowser();

  it.each(['plugins', 'loaders'])('/%s/ lists every page of its folder in tables grouped like the sidebar', async (section) => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/${section}/`);
    // Pages only: a section may keep example projects in an `examples` folder.
    const files = (await readdir(join(paths.content, section))).filter((name) => /\.mdx?$/.test(name) && name !== 'index.md');
    // Everything from the "All …" heading to the end of the article body is the catalog.
    const catalog = await page.evaluate((id) => {
      const start = document.getElementById(id)!.closest('.heading')!;
      const blocks: Element[] = [];
      for (let node = start.nextElementSibling; node; node = node.nextElementSibling) blocks.push(node);
      return {
        groups: blocks.flatMap((block) => [...block.querySelectorAll('h3'), ...(block.matches('h3') ? [block] : [])]).map((h) => h.textContent),
        links: blocks.flatMap((block) => [...block.querySelectorAll('tbody tr td:first-child a')]).map((a) => a.getAttribute('href')),
        summaries: blocks.flatMap((block) => [...block.querySelectorAll('tbody tr td:last-child')]).map((td) => td.textContent ?? ''),
      };
    }, `all-${section}`);
    expect([...catalog.links].sort()).toEqual(files.map((name) => `/${section}/${name.replace(/\.mdx?$/, '')}/`).sort());
    expect(catalog.groups).toEqual(await page.locator('#sidebar .sidebar__group-title').allTextContents());
    const sidebarLinks = await page.locator('#sidebar a.sidebar-item__link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sidebarLinks.filter((href) => href !== `/${section}/`)).toEqual(catalog.links);
    // Every row says what the page is for.
    expect(catalog.summaries.filter((text) => text.trim().length < 10)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says which package and version a README page comes from, with its npm page and repository', async () => {
    const { version } = JSON.parse(await readFile(join(paths.root, 'node_modules/less-loader/package.json'), 'utf8')) as { version: string };
    const text = await (await fetch(`${base}/loaders/less-loader/`)).text();
    const note = /<aside class="package-note"[\s\S]*?<\/aside>/.exec(text)?.[0] ?? '';
    expect(note).toContain(`<strong>less-loader</strong> <span class="package-note__version">${version}</span>`);
    expect(note).toContain(`href="https://www.npmjs.com/package/less-loader/v/${version}"`);
    expect(note).toContain('href="https://github.com/webpack/less-loader"');
    expect(note).toContain('href="https://github.com/webpack/less-loader/blob/HEAD/README.md"');
    const catalog = await (await fetch(`${base}/loaders/`)).text();
    expect(catalog).toMatch(new RegExp(`<a href="/loaders/less-loader/">less-loader</a></td>\\s*<td><code>${version.replaceAll('.', '\\.')}</code></td>`));
  });

  it('points README links to another documented package at its page here', async () => {
    const text = await (await fetch(`${base}/loaders/css-loader/`)).text();
    const article = text.slice(text.indexOf('<article'), text.indexOf('</article>'));
    expect(article).toContain('href="/plugins/mini-css-extract-plugin/"');
    expect(article).toContain('href="/loaders/style-loader/"');
    expect(article).not.toMatch(/href="https:\/\/github\.com\/webpack\/(?:style-loader|mini-css-extract-plugin)"/);
  });
});

