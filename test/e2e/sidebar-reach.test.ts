import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, visit } from './browser';

const base = inject('baseUrl');
const navs = inject('navs');

// The section with the most pages: the longest drawer and sidebar a reader meets.
const nav = Object.values(navs).sort(
  (a, b) => b.groups.flatMap((group) => group.items).length - a.groups.flatMap((group) => group.items).length,
)[0]!;
const items = nav.groups.flatMap((group) => group.items);
const last = items.at(-1)!;

const drawer = (page: Page) => page.locator('nav#sidebar');

/**
 * Scrolls the sidebar with the mouse wheel, as a reader would, until the element at the centre of
 * `target`'s first line is `target` itself (nothing covers it), or until the sidebar scrolls no further.
 */
async function reachAndHit(page: Page, target: Locator): Promise<boolean> {
  const box = (await drawer(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 700) / 2);
  for (let turn = 0; turn < 80; turn++) {
    const hit = await target.evaluate((node) => {
      // The first line box: a link that wraps has its bounding box's centre on the text around it.
      const rect = node.getClientRects()[0] ?? node.getBoundingClientRect();
      const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return found !== null && (found === node || node.contains(found));
    });
    if (hit) return true;
    const before = await drawer(page).evaluate((node) => node.scrollTop);
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(30);
    if ((await drawer(page).evaluate((node) => node.scrollTop)) === before) return false;
  }
  return false;
}

async function swipeOpen(cdp: CDPSession) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 5, y: 400 }] });
  for (const x of [60, 120, 180, 240]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 404 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe(`phone drawer on /${nav.section}/ (${items.length} pages), 390 × 800 with touch`, () => {
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  const browser = launchBrowser();
  beforeAll(async () => {
    context = await (await browser).newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
  });
  afterAll(async () => (await browser).close());

  it('opens as tall as the screen, and every page, Print Section and the version note can be scrolled to and hit', async () => {
    await visit(page, `${base}/${nav.section}/`);
    await page.getByRole('button', { name: /menu/ }).click();
    await page.waitForFunction(() => document.getElementById('sidebar')?.getBoundingClientRect().left === 0);
    const pageScroll = await page.evaluate(() => window.scrollY);
    const size = await drawer(page).evaluate((node) => ({ height: node.getBoundingClientRect().height, screen: window.innerHeight }));
    expect(size.height).toBe(size.screen);

    // In the drawer's order: the version note under the title, the pages, Print Section at the end.
    const targets = [
      drawer(page).locator('.sidebar__version a'),
      ...items.map((item) => drawer(page).locator(`a.sidebar-item__link[href="${item.url}"]`)),
      drawer(page).getByRole('link', { name: 'Print Section' }),
    ];
    for (const target of targets) expect(await reachAndHit(page, target), await target.textContent() ?? '').toBe(true);
    // Scrolled to its end and beyond: the page behind it has not moved.
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  });

  it('keeps Tab inside the open drawer, and Escape returns focus to the menu button', async () => {
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() =>
        document.getElementById('sidebar')!.contains(document.activeElement) ? 'in the drawer' : document.activeElement?.outerHTML.slice(0, 120),
      );
      expect(focused).toBe('in the drawer');
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.docs')?.classList.contains('docs--drawer-open'));
    expect(await page.evaluate(() => document.activeElement?.classList.contains('docs__menu-button'))).toBe(true);
    // The page behind is usable again.
    expect(await page.locator('[inert]').count()).toBe(0);
  });

  it('opened by a right swipe on the last page, shows that page\'s entry', async () => {
    await visit(page, base + last.url);
    await swipeOpen(cdp);
    await page.waitForFunction(() => document.querySelector('.docs')?.classList.contains('docs--drawer-open'));
    await page.waitForTimeout(300);
    const entry = drawer(page).locator(`a.sidebar-item__link[href="${last.url}"]`);
    const visible = await entry.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    expect(visible).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('page');
  });
});

describe(`desktop sidebar on /${nav.section}/, 1280 × 900`, () => {
  let page: Page;
  const browser = launchBrowser();
  beforeAll(async () => {
    page = await (await (await browser).newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => (await browser).close());

  it(`shows the entry of the last page (${last.title}) on load`, async () => {
    await visit(page, base + last.url);
    await page.waitForTimeout(100);
    const visible = await drawer(page).locator(`a.sidebar-item__link[href="${last.url}"]`).evaluate((node) => {
      const rect = node.getBoundingClientRect();
      const view = document.getElementById('sidebar')!.getBoundingClientRect();
      return rect.top >= view.top && rect.bottom <= Math.min(view.bottom, window.innerHeight);
    });
    expect(visible).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('scrolls on its own to its end without scrolling the article, and stays in view while the article scrolls', async () => {
    expect(await reachAndHit(page, drawer(page).getByRole('link', { name: 'Print Section' }))).toBe(true);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const before = (await drawer(page).boundingBox())!;
    await page.mouse.move(800, 500);
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const after = (await drawer(page).boundingBox())!;
    expect(after.y).toBeLessThanOrEqual(before.y);
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y + after.height).toBeLessThanOrEqual(900 + 1);
  });

  it('keeps the link focused by Tab in view inside the sidebar', async () => {
    await drawer(page).locator('a.sidebar-item__link').first().focus();
    for (let press = 0; press < items.length + 10; press++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const sidebar = document.getElementById('sidebar')!;
        const focused = document.activeElement;
        if (!focused || !sidebar.contains(focused)) return 'left';
        const rect = focused.getBoundingClientRect();
        const view = sidebar.getBoundingClientRect();
        return rect.top >= view.top - 1 && rect.bottom <= Math.min(view.bottom, window.innerHeight) + 1 ? 'visible' : 'hidden';
      });
      if (state === 'left') break;
      expect(state).toBe('visible');
    }
  });
});
