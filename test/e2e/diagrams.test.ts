import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, visit } from './browser';
import { axeOn } from './axe';

const base = inject('baseUrl');

describe('diagrams', () => {
  const browser = useBrowser();

  it.each(['light', 'dark'] as const)('are images named by their caption, drawn in the theme, with no accessibility violations, %s theme', async (colorScheme) => {
    const { page, context, problems } = await openPage(browser());
    await page.emulateMedia({ colorScheme });
    await visit(page, `${base}/guides/code-splitting/`);
    const image = page.getByRole('img', { name: 'Plain entries: each entry chunk holds its own copy of the shared modules' });
    expect(await image.isVisible()).toBe(true);
    // Lines take the text colour of the page, whatever the theme.
    const [line, text] = await image.evaluate((svg) => [getComputedStyle(svg.querySelector('.edge path')!).stroke, getComputedStyle(svg.closest('.diagram__scroll')!).color]);
    expect(line).toBe(text);
    const results = await (await axeOn(page)).include('figure.diagram').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('show on the splash page what webpack makes of its examples, drawn from their build, after hydration too', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/`);
    const image = page.locator('.splash__examples').getByRole('img', { name: 'What webpack makes of them: both modules in main.js' });
    expect(await image.isVisible()).toBe(true);
    expect(await image.locator('.node text').allTextContents()).toEqual(['src/greeting.js', 'src/index.js']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keep their size on a phone and scroll inside their box, reached by the keyboard, and fit the page in print', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/guides/code-splitting/`);
    const scroll = page.locator('.diagram__scroll').first();
    const [scrollWidth, clientWidth, tabIndex] = await scroll.evaluate((box) => [box.scrollWidth, box.clientWidth, box.tabIndex]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(tabIndex).toBe(0);
    // Text stays at its drawn size: at least 10 CSS pixels.
    expect(await scroll.locator('.node text').first().evaluate((text) => text.getBoundingClientRect().height)).toBeGreaterThanOrEqual(10);
    await page.emulateMedia({ media: 'print' });
    const [printed, room] = await scroll.evaluate((box) => [box.querySelector('svg')!.getBoundingClientRect().width, box.clientWidth]);
    expect(printed).toBeLessThanOrEqual(room);
    await context.close();
  });
});
