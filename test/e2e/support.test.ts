import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newestSupportersFile, PICTURES_URL } from '../../src/builder/supporters/data-file';
import { SPONSOR_RANKS, sponsorsOf, type SponsorMode } from '../../src/shared/sponsors';
import { openPage, useBrowser, visit } from './browser';

/** "Sample Backer C" → "SB", as the placeholder shows it. */
const initialsOf = (name: string) => name.split(' ').slice(0, 2).map((word) => word.charAt(0)).join('');

const base = inject('baseUrl');
const { data } = await newestSupportersFile();
const asOf = new Date(data.fetchedAt);

/** What the section must list for a mode: every non-empty rank in order, each with its names in order. */
function expectedListing(mode: SponsorMode): [string, string[]][] {
  return SPONSOR_RANKS.map((rank) => [rank, sponsorsOf(data.supporters, mode, rank, asOf).map((s) => s.name)] as [string, string[]]).filter(
    ([, names]) => names.length > 0,
  );
}

async function listing(page: Page): Promise<[string, string[]][]> {
  return page.locator('.sponsors').evaluateAll((sections) =>
    sections.map((section) => [
      [...section.classList].find((name) => name.startsWith('sponsors--'))!.slice('sponsors--'.length),
      [...section.querySelectorAll('.sponsors__name')].map((name) => name.textContent ?? ''),
    ]),
  ) as Promise<[string, string[]][]>;
}

/** Fixes what Math.random returns, before any script of the page runs. */
async function withRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

const checkbox = (page: Page) => page.getByRole('checkbox', { name: /monthly amounts/ });

describe('Support the Team', () => {
  const browser = useBrowser();

  it('prerenders the section without sponsors or a mode, so hydration never mismatches', async () => {
    const text = await (await fetch(`${base}/`)).text();
    expect(text).toContain('<h2 id="support-title">Support the Team</h2>');
    expect(text).toMatch(/<input type="checkbox" disabled=""\/>/);
    expect(text).not.toContain('class="sponsors ');
  });

  it('starts monthly when the draw is below 0.33, and lists every rank in order from a lazy chunk', async () => {
    const { page, problems } = await openPage(browser());
    await withRandom(page, 0.329);
    const chunk = page.waitForRequest((request) => /\/sponsors\.[^/]*\.js$/.test(request.url()));
    await visit(page, `${base}/`);
    await chunk;
    await expect(checkbox(page).isChecked()).resolves.toBe(true);
    await page.locator('.sponsors').first().waitFor();
    expect(await listing(page)).toEqual(expectedListing('monthly'));
    // The synthetic sample says in words that its names are invented; fetched data has no such note.
    expect(await page.getByRole('note').filter({ hasText: 'invented sample' }).count()).toBe(data.source === 'synthetic-sample' ? 1 : 0);
    expect(problems).toEqual([]);
  });

  it('starts with totals otherwise, and the checkbox switches modes from the keyboard', async () => {
    const { page, problems } = await openPage(browser());
    await withRandom(page, 0.33);
    await visit(page, `${base}/`);
    await page.locator('.sponsors').first().waitFor();
    await expect(checkbox(page).isChecked()).resolves.toBe(false);
    expect(await listing(page)).toEqual(expectedListing('total'));
    expect(expectedListing('total')).not.toEqual(expectedListing('monthly'));

    await checkbox(page).focus();
    await page.keyboard.press('Space');
    await expect(checkbox(page).isChecked()).resolves.toBe(true);
    expect(await listing(page)).toEqual(expectedListing('monthly'));
    await page.keyboard.press('Space');
    expect(await listing(page)).toEqual(expectedListing('total'));
    expect(problems).toEqual([]);
  });

  it('shows initials for a supporter without a picture or whose picture fails to load', async () => {
    const { page } = await openPage(browser());
    await withRandom(page, 0.9);
    const [broken] = data.supporters.filter((supporter) => supporter.picture && sponsorsOf(data.supporters, 'total', 'backer', asOf).includes(supporter));
    expect(broken).toBeDefined();
    await page.route(`${base}${PICTURES_URL}${broken!.picture}`, (route) => route.fulfill({ status: 404, body: '' }));
    await visit(page, `${base}/`);
    await page.locator('.sponsors').first().waitFor();
    await page.locator('.sponsors--backer').scrollIntoViewIfNeeded();
    const avatar = page.locator('.sponsors__link', { hasText: broken!.name }).locator('.sponsors__avatar');
    await page.locator('.sponsors__avatar[data-state="failed"]').waitFor();
    expect(await avatar.getAttribute('data-state')).toBe('failed');
    expect(await avatar.locator('img').count()).toBe(0);
    expect(await avatar.textContent()).toBe(initialsOf(broken!.name));
    // The others have loaded, from the site itself.
    await page.locator('.sponsors--backer .sponsors__avatar[data-state="loaded"]').first().waitFor();
    const sources = await page.locator('.sponsors__avatar img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.startsWith(`${base}${PICTURES_URL}`), source).toBe(true);
    const withoutPicture = data.supporters.find((supporter) => !supporter.picture);
    const placeholder = page.locator('.sponsors__link', { hasText: withoutPicture!.name }).first().locator('.sponsors__avatar');
    expect(await placeholder.getAttribute('data-state')).toBe('waiting');
    expect(await placeholder.textContent()).toBe(initialsOf(withoutPicture!.name));
  });
});

describe('Support the Team without its chunk', () => {
  const browser = useBrowser();

  it('says the sponsors could not be loaded, keeps the page working, and retries', async () => {
    const { page, problems } = await openPage(browser());
    await page.route(/\/sponsors\.[^/]*\.js$/, (route) => route.abort());
    await visit(page, `${base}/`);
    await page.getByText('The sponsors could not be loaded.').waitFor();
    // The rest of the page still works.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.unroute(/\/sponsors\.[^/]*\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.sponsors').first().waitFor();
    expect(problems.some((problem) => problem.includes('ChunkLoadError') || problem.includes('Loading chunk'))).toBe(true);
  });
});
