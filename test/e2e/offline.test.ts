import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ICON_SIZES, THEME_COLOR } from '../../src/shared/offline';
import { paths } from '../../src/builder/paths';
import { openPage, useBrowser, visit } from './browser';
import { searchFor } from './search-box';
import { controlled, fillEnded } from './service-worker';
import { startSiteServer } from './site-server';

const base = inject('baseUrl');

const titleOf = (page: Page) => page.locator('h1').first().textContent();

describe('installable and offline', () => {
  const browser = useBrowser();

  it('serves a web manifest with the theme colour and four icons, linked from every page', async () => {
    const manifest = (await (await fetch(`${base}/manifest.json`)).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'webpack', theme_color: THEME_COLOR, start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(ICON_SIZES.map((size) => `${size}x${size}`));
    for (const icon of manifest.icons) {
      const response = await fetch(base + icon.src);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    for (const url of ['/', '/concepts/', '/vote/', '/no/such/page/']) {
      const html = await (await fetch(base + url)).text();
      expect(html).toContain('<link rel="manifest" href="/manifest.json">');
      expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}">`);
    }
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });

  it('after one visit and its background fill, reloads a visited page and opens a never-visited one with the network cut', async () => {
    // The server is stopped to cut the network: Chromium's offline emulation does not reach service workers.
    const server = await startSiteServer(paths.dist);
    const { page, problems } = await openPage(browser(), undefined, 'allow');
    await visit(page, `${server.origin}/concepts/`);
    await controlled(page);
    await fillEnded(page, 'done');

    await server.stop();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await titleOf(page)).toBe('Concepts');

    // Never visited: the worker answers with the app shell, which renders the page from chunks the fill cached.
    await page.goto(`${server.origin}/configuration/output/`);
    await page.waitForSelector('h1.doc__title');
    expect(await titleOf(page)).toBe('Output');
    expect(await page.locator('#outputpublicpath').count()).toBe(1);

    // Client-side navigation offline.
    await page.locator('.sidebar a[href="/configuration/entry-context/"]').first().click();
    await page.waitForURL(`${server.origin}/configuration/entry-context/`);
    await page.waitForSelector('h1.doc__title');
    expect(await titleOf(page)).toBe('Entry and Context');
    // Search works offline too: the dialog was installed with the worker, the index came with the fill.
    await page.keyboard.press('/');
    await searchFor(page, 'splitChunks');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.origin}/configuration/optimization/#optimizationsplitchunks`);
    await page.locator('#optimizationsplitchunks').waitFor();
    // What failed is only what needed the network: the documents the worker then answered itself.
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
  });
});

