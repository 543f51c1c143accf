import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';
import { hostRules } from './host-rules';

const base = inject('baseUrl');

describe('the Node server follows the host rules', () => {
  hostRules(() => base);
});

describe('not-found page', () => {
  const browser = useBrowser();

  it('answers unknown paths with status 404 and the not-found page', async () => {
    const response = await fetch(`${base}/concepts/no-such-page/`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain('Page Not Found');
    expect(text).toContain('Oops! The page you are looking for has been removed or relocated.');
  });

  it('shows the message and a working Go to Homepage button in the browser', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/no/such/thing/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | webpack');
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL(`${base}/`);
    expect(problems).toEqual([]);
  });

  it('is also shown for an unknown link followed client-side', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/concepts/`);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/concepts/gone/';
      link.textContent = 'gone';
      link.id = 'gone-link';
      document.querySelector('main')?.append(link);
    });
    await page.click('#gone-link');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  });
});
