import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');

describe('printing', () => {
  const browser = useBrowser();

  it('prints only the article: chrome hidden, code wrapped, external addresses shown', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/configuration/output/`);
    await page.emulateMedia({ media: 'print' });
    const display = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).display);
    for (const selector of ['.site-header', '.sidebar', '.site-footer', '.prev-next', '.doc__actions']) {
      expect(await display(selector), selector).toBe('none');
    }
    expect(await display('.doc__title')).not.toBe('none');
    expect(await page.locator('pre').first().evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
    const after = await page
      .locator('.markdown a[href^="http"]')
      .first()
      .evaluate((link) => [getComputedStyle(link, '::after').content, link.getAttribute('href')]);
    expect(after[0]).toBe(`" (${after[1]})"`);
  });

  it('opens the print dialog from Print Document and Print Section', async () => {
    const { page } = await openPage(browser());
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', String(Number(document.documentElement.dataset.printed ?? 0) + 1));
    });
    await visit(page, `${base}/concepts/output/`);
    expect(await page.evaluate(() => document.documentElement.dataset.printed)).toBeUndefined();
    await page.getByRole('link', { name: 'Print Document' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.printed === '1');
    await visit(page, `${base}/concepts/`);
    await page.getByRole('link', { name: 'Print Section' }).click();
    await page.waitForURL(`${base}/concepts/printable/?print`);
    await page.waitForFunction(() => document.documentElement.dataset.printed !== undefined);
    expect(await page.locator('.printable__page').count()).toBeGreaterThan(10);
  });

  it('prints a whole section to PDF, each page starting on a new sheet', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/concepts/printable/`);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    const pages = await page.locator('.printable__page').count();
    expect(sheets).toBeGreaterThanOrEqual(pages);
  });
});
