import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const word = (page: Page) => page.locator('.rotating-text__word').textContent();
const turns = (page: Page) => page.locator('.cube').getAttribute('data-turns');

describe('splash page', () => {
  const browser = useBrowser();

  it('rotates the heading word and turns the cube every 5000 ms', async () => {
    const { page, problems } = await openPage(browser());
    // Freeze the clock before the page loads, so every millisecond below is counted from mount.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await visit(page, `${base}/`);
    expect(await word(page)).toBe('assets');
    expect(await page.locator('.rotating-text').evaluate((node) => getComputedStyle(node).minWidth)).toBe('110px');
    expect(await page.locator('.cube').evaluate((node) => getComputedStyle(node).width)).toBe('120px');
    expect(await turns(page)).toBe('0');

    await page.clock.runFor(4999);
    expect(await word(page)).toBe('assets');
    await page.clock.runFor(1);
    expect(await word(page)).toBe('scripts');
    expect(await turns(page)).toBe('1');
    expect(await page.locator('.cube').evaluate((node) => (node as HTMLElement).style.getPropertyValue('--cube-angle'))).toBe('90deg');
    for (const next of ['images', 'styles', 'assets']) {
      await page.clock.runFor(5000);
      expect(await word(page)).toBe(next);
    }
    expect(await turns(page)).toBe('4');
    expect(problems).toEqual([]);
  });

  it('keeps still for readers who ask for reduced motion', async () => {
    const { page } = await openPage(browser());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, `${base}/`);
    await page.clock.runFor(20_000);
    expect(await word(page)).toBe('assets');
    expect(await turns(page)).toBe('0');
  });

  it('links to the Get Started guide and the Concepts section', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/`);
    const hero = page.locator('.splash');
    await expect(hero.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe('/guides/getting-started/');
    await expect(hero.getByRole('link', { name: 'Concepts' }).getAttribute('href')).resolves.toBe('/concepts/');
  });

  it('shows a module, its configuration and its page, highlighted in the prerendered HTML', async () => {
    const html = await (await fetch(`${base}/`)).text();
    for (const file of ['src/index.js', 'webpack.config.js', 'index.html']) {
      expect(html).toContain(`<figcaption class="code__title">${file}</figcaption>`);
    }
    expect(html.match(/<pre class="shiki/g)).toHaveLength(3);
    expect(html).toContain('--shiki-dark');
  });
});
