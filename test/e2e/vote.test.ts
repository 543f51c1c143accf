import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import proposalsFile from '../../data/vote/proposals.json';
import { VOTE_BUDGET } from '../../src/app/vote/ballot';
import { openPage, useBrowser, visit } from './browser';

const base = inject('baseUrl');
const { proposals } = proposalsFile;
const [first, second, third] = proposals as [(typeof proposals)[0], (typeof proposals)[0], (typeof proposals)[0]];

const budgetText = (page: Page) => page.locator('.vote-app__budget [role="status"]').textContent();
const ranking = (page: Page) => page.locator('.vote-app__ranking li').evaluateAll((items) => items.map((item) => item.firstChild?.textContent?.trim()));
/** The count as a screen reader reads it: the number, then a visually hidden unit. */
const countOf = (page: Page, title: string) =>
  page.locator('.vote-app__proposal', { has: page.getByRole('heading', { name: title, exact: true }) }).locator('.vote-app__count').textContent();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

describe('vote page', () => {
  const browser = useBrowser();

  it('prerenders the frame and a loading state, never the app', async () => {
    const html = await (await fetch(`${base}/vote/`)).text();
    expect(html).toContain('<h1>Vote</h1>');
    expect(html).toContain('role="status">Loading the voting app…</p>');
    expect(html).not.toContain(first.title);
  });

  it('loads the app as a chunk, spends the budget up and down, ranks, and keeps the votes', async () => {
    const { page, problems } = await openPage(browser());
    const chunk = page.waitForRequest((request) => /\/vote-app\.[^/]*\.js$/.test(request.url()));
    await visit(page, `${base}/vote/`);
    await chunk;
    await page.locator('.vote-app').waitFor();
    expect(await page.locator('.vote-app__proposal h3').allTextContents()).toEqual(proposals.map((p) => p.title));
    expect(await budgetText(page)).toBe(`${VOTE_BUDGET} of ${VOTE_BUDGET} votes left`);

    await page.getByRole('button', { name: `Vote up: ${third.title}` }).click();
    await page.getByRole('button', { name: `Vote up: ${third.title}` }).click();
    await page.getByRole('button', { name: `Vote down: ${first.title}` }).click();
    expect(await countOf(page, third.title)).toBe('2 votes');
    expect(await countOf(page, first.title)).toBe('-1 vote');
    expect(await budgetText(page)).toBe(`${VOTE_BUDGET - 3} of ${VOTE_BUDGET} votes left`);
    const ranked = await ranking(page);
    expect(ranked[0]).toBe(third.title);
    expect(ranked.at(-1)).toBe(first.title);

    // Spend the rest: further new votes are refused, taking one back is not.
    for (let vote = 0; vote < VOTE_BUDGET - 3; vote++) await page.getByRole('button', { name: `Vote up: ${second.title}` }).click();
    expect(await budgetText(page)).toBe(`0 of ${VOTE_BUDGET} votes left`);
    await expect(page.getByRole('button', { name: `Vote up: ${second.title}` }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: `Vote down: ${second.title}` }).isDisabled()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: `Vote up: ${first.title}` }).isDisabled()).resolves.toBe(false);

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('vote-ballot'))) ?? '{}');
    expect(stored).toEqual({ [first.id]: -1, [second.id]: VOTE_BUDGET - 3, [third.id]: 2 });
    await visit(page, `${base}/vote/`);
    await page.locator('.vote-app').waitFor();
    expect(await countOf(page, second.title)).toBe(`${VOTE_BUDGET - 3} votes`);
    expect(await budgetText(page)).toBe(`0 of ${VOTE_BUDGET} votes left`);

    await page.getByRole('button', { name: 'Reset votes' }).click();
    expect(await budgetText(page)).toBe(`${VOTE_BUDGET} of ${VOTE_BUDGET} votes left`);
    expect(await page.evaluate(() => localStorage.getItem('vote-ballot'))).toBe('{}');
    expect(problems).toEqual([]);
  });

  it('can be used with the keyboard alone, and keeps the focus when the budget runs out', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/vote/`);
    await page.locator('.vote-app').waitFor();
    await page.getByRole('button', { name: `Vote up: ${first.title}` }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await countOf(page, first.title)).toBe('2 votes');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`Vote down: ${first.title}`);
    await page.keyboard.press('Enter');
    expect(await countOf(page, first.title)).toBe('1 vote');

    // One press more than the budget allows: the last one does nothing, and the focus stays put.
    await page.keyboard.press('Shift+Tab');
    for (let vote = 0; vote < VOTE_BUDGET; vote++) await page.keyboard.press('Enter');
    expect(await countOf(page, first.title)).toBe(`${VOTE_BUDGET} votes`);
    expect(await budgetText(page)).toBe(`0 of ${VOTE_BUDGET} votes left`);
    expect(await focusedName(page)).toBe(`Vote up: ${first.title}`);
    await expect(page.getByRole('button', { name: `Vote up: ${first.title}` }).isDisabled()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('ignores a stored ballot it cannot use', async () => {
    const { page, problems } = await openPage(browser());
    const stored = { 'no-such-proposal': 4, [first.id]: VOTE_BUDGET + 1, [second.id]: -2 };
    await page.addInitScript((ballot) => localStorage.setItem('vote-ballot', ballot), JSON.stringify(stored));
    await visit(page, `${base}/vote/`);
    await page.locator('.vote-app').waitFor();
    expect(await countOf(page, first.title)).toBe('0 votes');
    expect(await countOf(page, second.title)).toBe('-2 votes');
    expect(await budgetText(page)).toBe(`${VOTE_BUDGET - 2} of ${VOTE_BUDGET} votes left`);
    expect(problems).toEqual([]);
  });

  it('says when the app cannot be loaded, and loads it on Try again', async () => {
    const { page, problems } = await openPage(browser());
    await page.route(/\/vote-app\.[^/]*\.js$/, (route) => route.abort());
    await visit(page, `${base}/vote/`);
    await page.getByText('The voting app could not be loaded.').waitFor();
    expect(problems.some((problem) => /ChunkLoadError: Loading chunk \S+ failed/.test(problem))).toBe(true);
    await page.unroute(/\/vote-app\.[^/]*\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.vote-app').waitFor();
  });

  it('fails like mini-css-extract-plugin when the app stylesheet cannot be loaded', async () => {
    const { page, problems } = await openPage(browser());
    await page.route(/\/vote-app\.[^/]*\.css$/, (route) => route.abort());
    await visit(page, `${base}/vote/`);
    await page.getByText('The voting app could not be loaded.').waitFor();
    expect(problems.some((problem) => problem.includes('(CSS_CHUNK_LOAD_FAILED)') && problem.includes('Loading CSS chunk'))).toBe(true);
  });
});
