import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, visit } from './browser';

const base = inject('baseUrl');

/** A one-finger gesture from `from` to `to`, in steps, through Chromium's touch input. */
async function swipe(cdp: CDPSession, from: [number, number], to: [number, number], release = true) {
  const steps = 6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1] }] });
  for (let step = 1; step <= steps; step++) {
    const x = from[0] + ((to[0] - from[0]) * step) / steps;
    const y = from[1] + ((to[1] - from[1]) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const isOpen = (page: Page) => page.locator('.docs').evaluate((node) => node.classList.contains('docs--drawer-open'));
const drawerLeft = (page: Page) => page.locator('#sidebar').evaluate((node) => node.getBoundingClientRect().left);

describe('mobile sidebar at 375 px', () => {
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
  });
  afterAll(() => browser.close());

  it('opens on a right swipe from the edge handle, following the finger up to 295 px', async () => {
    await visit(page, `${base}/guides/`);
    expect(await isOpen(page)).toBe(false);
    const width = await page.locator('#sidebar').evaluate((node) => node.getBoundingClientRect().width);
    await swipe(cdp, [5, 400], [200, 410], false);
    // Mid-drag the drawer is partly out, following the finger (touch moves may be coalesced).
    await page.waitForFunction((hidden) => (document.getElementById('sidebar')?.getBoundingClientRect().left ?? hidden) > hidden + 50, -width);
    for (const x of [300, 330, 360]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 410 }] });
    }
    await page.waitForTimeout(100);
    // Never further than the open-drag limit of 295 px.
    expect(await drawerLeft(page)).toBeLessThanOrEqual(295 - width + 1);
    expect(await drawerLeft(page)).toBeGreaterThan(-width + 150);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => document.querySelector('.docs')?.classList.contains('docs--drawer-open'));
  });

  it('closes on a left swipe, and ignores short or steep gestures', async () => {
    // Too short to count (kept on the sidebar title, where a tap would follow no link).
    await swipe(cdp, [200, 25], [185, 25]);
    expect(await isOpen(page)).toBe(true);
    await swipe(cdp, [200, 300], [150, 360]);
    expect(await isOpen(page)).toBe(true);
    await swipe(cdp, [200, 400], [120, 410]);
    await page.waitForFunction(() => !document.querySelector('.docs')?.classList.contains('docs--drawer-open'));
  });

  it('does not open on a right swipe that starts away from the edge', async () => {
    await swipe(cdp, [100, 400], [300, 400]);
    expect(await isOpen(page)).toBe(false);
  });

  it('closes on a click outside and on choosing a link', async () => {
    await page.getByRole('button', { name: /menu/ }).click();
    expect(await isOpen(page)).toBe(true);
    await page.mouse.click(360, 400);
    await page.waitForFunction(() => !document.querySelector('.docs')?.classList.contains('docs--drawer-open'));
    await page.getByRole('button', { name: /menu/ }).click();
    await page.locator('#sidebar a.sidebar-item__link[href="/guides/getting-started/"]').click();
    await page.waitForURL(`${base}/guides/getting-started/`);
    expect(await isOpen(page)).toBe(false);
  });
});
