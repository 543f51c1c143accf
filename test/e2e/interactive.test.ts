import { describe, expect, inject, it } from 'vitest';
import { siteConfig } from '../../site.config';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('interactive pieces', () => {
  const browser = useBrowser();

  it('switches the theme, saves it, and applies it before the app loads on the next visit', async () => {
    const { page, problems } = await openPage(browser());
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, `${base}/concepts/`);
    expect(await theme(page)).toBe('light');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.locator('.theme-toggle__sun').isVisible()).resolves.toBe(true);
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.locator('.theme-toggle__moon').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Hold the app's scripts back: the saved theme must already be on the page without them.
    await page.route('**/assets/**/*.js', () => new Promise(() => {}));
    await page.goto(`${base}/concepts/`, { waitUntil: 'commit' });
    // Parsed, and the stylesheets arrived (parsing does not wait for them, and on a busy machine they lag).
    await page.waitForFunction(
      () => document.readyState !== 'loading' && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    );
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await theme(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(21, 28, 32)');
    expect(problems.filter((problem) => !problem.includes('ERR_'))).toEqual([]);
  });

  it("colours code in both themes: a line's plain text in the block's colours, each token in its own", async () => {
    const { page } = await openPage(browser());
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await visit(page, `${base}/concepts/`);
      const colours = await page.evaluate((scheme) => {
        const pre = document.querySelector<HTMLElement>('pre.shiki')!;
        // The block's colour of this theme, as the browser resolves it (the build writes hex).
        const probe = document.createElement('i');
        probe.style.color = pre.style.getPropertyValue(`--shiki-${scheme}`);
        pre.append(probe);
        const block = getComputedStyle(probe).color;
        probe.remove();
        const lines = [...pre.querySelectorAll<HTMLElement>('.line')];
        const plain = lines.find((line) => [...line.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))!;
        const token = pre.querySelector<HTMLElement>('.line > span[style]')!;
        return { block, plain: getComputedStyle(plain).color, token: getComputedStyle(token).color, tokenOwn: token.style.getPropertyValue(`--shiki-${scheme}`) };
      }, colorScheme);
      expect(colours.plain, colorScheme).toBe(colours.block);
      expect(colours.token, colorScheme).not.toBe(colours.block);
      expect(colours.tokenOwn, colorScheme).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('follows the system colour scheme when nothing is saved', async () => {
    const { page } = await openPage(browser());
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, `${base}/`);
    expect(await theme(page)).toBe('dark');
  });

  it('shows the notification until it is closed, then remembers version 3', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/guides/`);
    const bar = page.getByRole('complementary', { name: 'Notification' });
    await bar.waitFor();
    expect(await bar.textContent()).toContain(siteConfig.notification.message);
    expect(await page.evaluate(() => document.body.classList.contains('notification-dismissed'))).toBe(false);
    await bar.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(bar.count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');
    expect(await page.evaluate(() => document.body.classList.contains('notification-dismissed'))).toBe(true);
    await visit(page, `${base}/guides/`);
    await page.waitForTimeout(300);
    await expect(bar.count()).resolves.toBe(0);
    // An older dismissal does not hide the current notice.
    await page.evaluate(() => localStorage.setItem('notification-dismissed', '2'));
    await visit(page, `${base}/guides/`);
    await bar.waitFor();
    expect(problems).toEqual([]);
  });

  it('opens the language menu on hover and click, moves with arrows, closes on Escape and blur', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/concepts/`);
    const button = page.locator('.language-menu__button');
    const list = page.locator('.language-menu__list');
    await button.hover();
    await expect(list.isVisible()).resolves.toBe(true);
    await page.mouse.move(5, 700);
    await expect(list.isVisible()).resolves.toBe(false);

    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const hrefs = await list.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(siteConfig.languages.map((language) => `${language.url}/concepts/`));
    await page.mouse.move(5, 700);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(list.isVisible()).resolves.toBe(true);
    await page.waitForFunction(() => document.activeElement?.textContent === 'English');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('lang') === 'zh');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'English');
    await page.keyboard.press('Escape');
    await expect(list.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('language-menu__button'))).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(list.isVisible()).resolves.toBe(true);
    await page.locator('.site-header__repo').focus();
    await expect(list.isVisible()).resolves.toBe(false);
  });
});
