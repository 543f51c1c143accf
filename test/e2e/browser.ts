import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (test tools cannot download browsers of their own here), or `CHROMIUM_PATH`. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/** One Chromium for the tests of the enclosing `describe`: started before them, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium has not started');
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, uncaught exceptions and failed requests, in order. */
  problems: string[];
}

/** A 1×1 PNG, answering for the third-party picture hosts, which the tests cannot and must not reach. */
export const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const BLOCKED_WORKER = /^(?:Service Worker registration blocked by Playwright|The service worker could not be registered)/;

/**
 * Contributor pictures; a test routes them itself to check what it needs. (Sponsor pictures are the
 * site's own copies: a request to Open Collective's picture host fails the test that made it.)
 */
export const PICTURE_HOSTS = ['https://github.com/*.png*'];

/**
 * A fresh page that records everything a reader's console would show as a problem. Pictures
 * from third-party hosts are answered with PIXEL: the machine running the tests is offline.
 * The service worker is blocked unless a test asks for it: requests it answers from its cache
 * never reach `page.route`, which many tests use to hold back or fail a chunk.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, serviceWorkers });
  for (const host of PICTURE_HOSTS) {
    await context.route(host, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  }
  const page = await context.newPage();
  const problems: string[] = [];
  // A document served with 404 on purpose (the not-found page) is logged by Chromium; that is not a problem.
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return;
    // A blocked worker is what the test asked for; the tests that allow it check that it registers.
    if (serviceWorkers === 'block' && BLOCKED_WORKER.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels its pending requests (the favicon, say): not a failure of the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return { page, context, problems };
}

/** The code of a highlighted block as the reader sees it: its text without the popups of types on hover. */
export const codeOf = (pre: Locator): Promise<string> =>
  pre.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('.type-info__popup').forEach((popup) => popup.remove());
    return copy.textContent ?? '';
  });

/** Opens a URL and waits until the app has hydrated. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * Renders every block as a reader scrolling through the page meets it. Long articles skip the layout and
 * paint of code blocks and tables away from the screen (`content-visibility: auto`); checks that measure
 * or hit-test elements (axe's target-size and colour rules) would otherwise see blocks nobody sees yet.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

export interface SweepOptions {
  /** Pages working side by side, each in a context of its own: while one waits for the server, another renders. */
  lanes?: number;
  viewport?: { width: number; height: number };
}

/**
 * Runs `check` on every item (a URL, or a URL with what to check there), in `lanes` pages of one browser
 * side by side, and returns what the checks reported, in the order of `items`. Sweeps over every page use
 * it so that they grow slower by a fraction of each page added, not by a whole page load.
 */
export async function sweep<I, T>(
  browser: Browser,
  items: readonly I[],
  check: (watched: WatchedPage, item: I) => Promise<T[]>,
  { lanes = 3, viewport }: SweepOptions = {},
): Promise<T[]> {
  const found: T[][] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    const watched = await openPage(browser, viewport);
    try {
      while (next < items.length) {
        const at = next++;
        found[at] = await check(watched, items[at]!);
      }
    } finally {
      await watched.context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return found.flat();
}
