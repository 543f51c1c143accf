import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core for a page as it stands. On a page without frames axe runs in the page itself: the mode that
 * merges the results of frames opens a blank page for each run, which cost as much as the checks. Unless a
 * test counts what passed, only violations carry all their elements: the other lists, thousands of
 * elements long, would go unread.
 */
export async function axeOn(page: Page, { passes = false } = {}): Promise<AxeBuilder> {
  const framed = (await page.locator('iframe').count()) > 0;
  return new AxeBuilder({ page }).options(passes ? {} : { resultTypes: ['violations'] }).setLegacyMode(!framed);
}

/** Each violation as its rule and the elements it found. */
export const violationsOf = ({ violations }: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
