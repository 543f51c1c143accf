import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { startDevServer, type DevServer } from './dev-server-process';

describe('npm run dev', () => {
  let browser: Browser;
  let dev: DevServer;
  let content: string;
  let base: string;

  beforeAll(async () => {
    dev = await startDevServer();
    ({ content, base } = dev);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  it('serves the app and shows the edit of a markdown file', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${base}/guides/`);
    await page.getByRole('heading', { level: 1, name: 'Guides', exact: true }).waitFor();
    const file = join(content, 'guides/index.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^title: .*$/m, 'title: Guides, edited live'));
    // A rebuild of the whole site in development mode: its time grows with the content.
    await page.getByRole('heading', { level: 1, name: 'Guides, edited live' }).waitFor({ timeout: 150_000 });
    expect(problems.filter((problem) => !problem.includes('[webpack-dev-server]'))).toEqual([]);
  }, 180_000);

  it('shows every save of a page in place, without a reload and where the reader was, whether the editor renames a new file over it or writes in place', async () => {
    const { page, problems } = await openPage(browser);
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.stack ?? error.message));
    await page.goto(`${base}/concepts/output/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForSelector('html[data-hydrated="true"]');
    // A marker a reload would lose, and a place in the page a reload would leave.
    await page.evaluate(() => {
      Object.assign(window, { devMarker: 'kept' });
      window.scrollTo(0, 1500);
    });
    const file = join(content, 'concepts/output.md');
    const text = await readFile(file, 'utf8');
    for (let save = 1; save <= 5; save++) {
      const edited = text.replace(/^title: .*$/m, `title: Output, save ${save}`).replace('Entry points decide', `Entry points (save ${save}) decide`);
      if (save % 2) {
        // vim, JetBrains' safe write and sed -i: a new file renamed over the old one.
        await writeFile(`${file}.swp`, edited);
        await rename(`${file}.swp`, file);
      } else {
        await writeFile(file, edited);
      }
      await page.getByRole('heading', { level: 1, name: `Output, save ${save}` }).waitFor({ timeout: 150_000 });
      await page.getByText(`Entry points (save ${save}) decide`).waitFor();
      await expect(page.evaluate(() => [(window as unknown as { devMarker?: string }).devMarker, Math.round(window.scrollY)])).resolves.toEqual(['kept', 1500]);
    }
    // No error from the app while it took the hot updates. webpack's own hot update runtime may throw
    // when a second update arrives while it applies the first (seen on a loaded machine: a save and
    // the search index's update a moment apart); the page still shows the newest content, as checked.
    const fromRuntime = thrown.filter((stack) => /webpackHotUpdate/.test(stack)).length;
    expect(problems.filter((problem) => !problem.includes('[webpack-dev-server]') && !problem.includes('[HMR]')).length).toBe(fromRuntime);
  }, 600_000);

  it('lists a new page in the sidebar of the open page, and serves its route without a restart', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/concepts/output/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await writeFile(join(content, 'concepts/written-live.md'), '---\ntitle: Written live\nsort: 99\n---\n\nA page added while the server runs.\n');
    const link = page.locator('a[href="/concepts/written-live/"]').first();
    await link.waitFor({ timeout: 150_000 });
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Written live' }).waitFor();
    await page.getByText('A page added while the server runs.').waitFor();
    // Opened afresh, as a reader following a shared link would.
    const fresh = (await openPage(browser)).page;
    await fresh.goto(`${base}/concepts/written-live/`);
    await fresh.getByRole('heading', { level: 1, name: 'Written live' }).waitFor();
  }, 300_000);

  it('finds a word of a save in search once the index catches up, without a reload', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/concepts/output/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => Object.assign(window, { devMarker: 'kept' }));
    const file = join(content, 'concepts/output.md');
    const text = await readFile(file, 'utf8');
    // The test before leaves its last save in the file.
    await writeFile(file, text.replace(/Entry points (?:\(save \d+\) )?decide/, 'Entry points (quokkafied) decide'));
    await page.getByText('Entry points (quokkafied) decide').waitFor({ timeout: 150_000 });
    const result = page.locator('a[role="option"][href^="/concepts/output/"]').first();
    // The index follows the page: until it does, the word finds nothing, so search again.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('/');
          const box = page.getByRole('combobox', { name: 'Search the documentation' });
          // The dialog opens on the last query: a new one makes it search again.
          await box.fill('');
          await box.fill('quokkafied');
          const found = await result.waitFor({ timeout: 2_000 }).then(() => true, () => false);
          await page.keyboard.press('Escape');
          return found;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await expect(page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).resolves.toBe('kept');
  }, 300_000);

  it('shows a content error over the open page with its file, line and column, and takes it away once fixed', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/concepts/output/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const file = join(content, 'concepts/output.md');
    const text = await readFile(file, 'utf8');
    // A title that is not a string: front matter the schema rejects, on line 2 from column 8.
    await writeFile(file, text.replace(/^title: .*$/m, 'title: [not, a, string]'));
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
    await overlay.getByText(/content\/concepts\/output\.md:2:8: .*title/).waitFor({ timeout: 150_000 });
    // The page underneath keeps the last good content.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/^Output/);
    await writeFile(file, text.replace(/^title: .*$/m, 'title: Output, fixed'));
    await page.getByRole('heading', { level: 1, name: 'Output, fixed' }).waitFor({ timeout: 150_000 });
    await expect(page.locator('#webpack-dev-server-client-overlay').count()).resolves.toBe(0);
  }, 400_000);
});
