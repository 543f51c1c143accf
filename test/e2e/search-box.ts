import type { Page } from 'playwright-core';

/** Types a query into the open search box and waits until its results are announced. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill(query);
  await page.waitForFunction((text) => document.querySelector('.search-dialog__status')?.textContent?.includes(`for “${text}”`), query);
}
