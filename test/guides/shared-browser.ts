import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The Chromium started by the global setup, connected for the tests of this file. Returns a
 * function that opens a fresh page in its own context; its problems (console errors, uncaught
 * exceptions) are collected so a test can assert a clean run.
 */
export function useSharedBrowser(): () => Promise<{ page: Page; problems: string[] }> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async () => {
    if (!browser) throw new Error('not connected to Chromium');
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    return { page, problems };
  };
}
