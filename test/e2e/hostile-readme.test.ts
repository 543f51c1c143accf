import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/builder/markdown/render';
import { openPage, useBrowser } from './browser';

describe('a hostile package README, rendered as the build renders README pages', () => {
  const browser = useBrowser();

  it('runs nothing in Chromium: no dialog, no console error, even when every element is hovered, clicked and opened', async () => {
    const body = await readFile(new URL('../fixtures/hostile-readme.md', import.meta.url), 'utf8');
    const { code } = await renderMarkdown({ file: 'hostile-readme.md', contentPath: 'plugins/hostile.md', body, readme: {} });
    const { page, context, problems } = await openPage(browser());
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    // Only the page itself may load: any request a payload starts would show here.
    const requests: string[] = [];
    await context.route('**/*', async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 204, body: '' });
    });
    await page.setContent(`<!doctype html><html lang="en"><title>README</title><body><main>${code}</main></body></html>`);
    for (const details of await page.locator('details').all()) await details.locator('summary').click();
    for (const element of await page.locator('main *').all()) {
      if (await element.isVisible()) await element.hover({ force: true });
    }
    // Links only to http(s) and mailto: none of them may run script when followed.
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => /^(?:https?:|mailto:|#)/.test(href ?? ''))).toBe(true);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    expect(requests).toEqual([]);
    await context.close();
  });
});
