import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { indexOf, searchIn, type SearchRow } from '../src/shared/search';
import { launchBrowser } from '../test/e2e/browser';
import { compressedSizes, type Bytes } from './page-weight';
import { rowsOfChunk } from './search-rows';
import { median, percentile, roundMs } from './stats';

export interface SearchFigures {
  chunk: string;
  /** Searchable sections (page introductions and headings) in the index. */
  sections: number;
  wire: Bytes;
  /** In Chromium: from the first keystroke to the first result painted (chunk fetch and indexing included). */
  firstResultMs: number;
  /** In Node, on the shipped rows: building the index, then one query each (after one untimed pass). */
  indexBuildMs: number;
  queries: number;
  queryMedianMs: number;
  queryP95Ms: number;
  queryMaxMs: number;
}

/** The built search-index chunk's file name, or undefined when the site was built without it. */
export async function searchChunkName(distDir: string): Promise<string | undefined> {
  const assets = await readdir(join(distDir, 'assets')).catch(() => []);
  return assets.find((file) => /^search-index\.[\w-]+\.js$/.test(file));
}

/**
 * `count` queries spread evenly over the corpus: the first words of a section's heading (or page
 * title), every other one cut short after three letters as if the reader were still typing.
 */
export function queriesOf(rows: readonly SearchRow[], count = 200): string[] {
  return Array.from({ length: Math.min(count, rows.length) }, (_, at) => {
    const [, , page, heading] = rows[Math.floor((at * rows.length) / Math.min(count, rows.length))]!;
    const words = (heading || page).split(/\s+/).filter(Boolean).slice(0, 2);
    const last = words.at(-1) ?? '';
    if (at % 2 === 1 && last.length > 3) words[words.length - 1] = last.slice(0, 3);
    return words.join(' ');
  });
}

/** Opens `/` in a fresh context, opens search with `/`, and times one keystroke to the first result painted. */
async function firstResultMs(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.waitFor();
  // Wrapped in an object: a promise returned directly would be awaited before the key goes down.
  const watcher = await page.evaluateHandle(() => ({
    painted: new Promise<number>((resolve, reject) => {
      let started = 0;
      setTimeout(() => reject(new Error('no search result within 30 s')), 30_000);
      document.addEventListener('keydown', () => (started = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!started || !document.querySelector('[role="option"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      });
      observer.observe(document.body, { subtree: true, childList: true });
    }),
  }));
  await box.press('s');
  return watcher.evaluate((watching) => watching.painted);
}

function timeQueries(rows: readonly SearchRow[]) {
  const indexStarted = performance.now();
  const index = indexOf(rows);
  const indexBuildMs = performance.now() - indexStarted;
  const queries = queriesOf(rows);
  for (const query of queries) searchIn(index, query);
  const latencies = queries.map((query) => {
    const started = performance.now();
    searchIn(index, query);
    return performance.now() - started;
  });
  return { indexBuildMs, latencies };
}

/**
 * Search figures for the site served at `origin` from `distDir`; undefined when there is no
 * search-index chunk. Query latency is timed in Node on the rows read back from the shipped chunk,
 * with the same `indexOf` and `searchIn` the app's local provider runs (V8 in both places).
 */
export async function measureSearch(origin: string, distDir: string, samples = 5): Promise<SearchFigures | undefined> {
  const chunk = await searchChunkName(distDir);
  if (!chunk) return undefined;
  const source = await readFile(join(distDir, 'assets', chunk));

  const browser = await launchBrowser();
  const firstResults: number[] = [];
  try {
    for (let sample = 0; sample < samples; sample++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      firstResults.push(await firstResultMs(await context.newPage(), origin));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const rows = rowsOfChunk(source.toString('utf8'));
  const { indexBuildMs, latencies } = timeQueries(rows);
  return {
    chunk,
    sections: rows.length,
    wire: compressedSizes(source),
    firstResultMs: Math.round(median(firstResults)),
    indexBuildMs: Math.round(indexBuildMs),
    queries: latencies.length,
    queryMedianMs: roundMs(median(latencies)),
    queryP95Ms: roundMs(percentile(latencies, 0.95)),
    queryMaxMs: roundMs(Math.max(...latencies)),
  };
}
