import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { indexOf, searchIn, type SearchRow } from '../src/shared/search';
import { launchBrowser } from '../test/e2e/browser';
import { compressedSizes, type Bytes } from './page-weight';
import { rowsOfChunk } from './search-rows';
import { median, percentile, roundMs } from './stats';
import { targetRow, type TargetRow } from './targets';

export interface SearchFigures {
  chunk: string;
  /** Searchable sections (page introductions and headings) in the index. */
  sections: number;
  /** What a reader downloads to search. */
  wire: Bytes;
  /** In Chromium, one fresh page per query: from the query's input to its first result painted (downloads and indexing included). */
  firstResult: { queries: string[]; medianMs: number; p95Ms: number };
  /** In Node, on the shipped index: building it, then one query each (after one untimed pass). */
  indexBuildMs: number;
  queries: number;
  queryMedianMs: number;
  queryP95Ms: number;
  queryMaxMs: number;
}

/** Issue 16's targets for search. */
export const SEARCH_TARGETS = { firstResultMs: 150, downloadBytes: 200_000, queryP95Ms: 10 } as const;

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

/**
 * Opens `/` in a fresh page, opens search with `/`, enters `query` and times from its input event to
 * the first result painted: a row of the results for that query, snippet included.
 */
async function firstResultMs(page: Page, origin: string, query: string): Promise<number> {
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.waitFor();
  // Wrapped in an object: a promise returned directly would be awaited before the query goes in.
  const watcher = await page.evaluateHandle((wanted) => ({
    painted: new Promise<number>((resolve, reject) => {
      let started = 0;
      setTimeout(() => reject(new Error(`no search result for “${wanted}” within 30 s`)), 30_000);
      document.addEventListener('input', () => (started = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const answered = document.querySelector('.search-dialog__status')?.textContent?.includes(`for “${wanted}”`);
        if (!started || !answered || !document.querySelector('[role="option"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }),
  }), query);
  await box.fill(query);
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
export async function measureSearch(origin: string, distDir: string, samples = 20): Promise<SearchFigures | undefined> {
  const chunk = await searchChunkName(distDir);
  if (!chunk) return undefined;
  const source = await readFile(join(distDir, 'assets', chunk));
  const rows = rowsOfChunk(source.toString('utf8'));

  const typed = queriesOf(rows, samples);
  const browser = await launchBrowser();
  const firstResults: number[] = [];
  try {
    for (const query of typed) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      firstResults.push(await firstResultMs(await context.newPage(), origin, query));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const { indexBuildMs, latencies } = timeQueries(rows);
  return {
    chunk,
    sections: rows.length,
    wire: compressedSizes(source),
    firstResult: { queries: typed, medianMs: Math.round(median(firstResults)), p95Ms: Math.round(percentile(firstResults, 0.95)) },
    indexBuildMs: Math.round(indexBuildMs),
    queries: latencies.length,
    queryMedianMs: roundMs(median(latencies)),
    queryP95Ms: roundMs(percentile(latencies, 0.95)),
    queryMaxMs: roundMs(Math.max(...latencies)),
  };
}

/** Every figure beside its target: first result (median and p95), the download (gzip and Brotli), query p95. */
export function searchTargetRows(figures: SearchFigures): TargetRow[] {
  const { firstResultMs, downloadBytes, queryP95Ms } = SEARCH_TARGETS;
  const fresh = `${figures.firstResult.queries.length} queries, a fresh Chromium context each, no service worker`;
  const inNode = `${figures.queries} queries in Node on the shipped index, ${figures.sections} sections`;
  const kB = (bytes: number) => Math.round(bytes / 1000);
  return [
    targetRow('first result, median', fresh, figures.firstResult.medianMs, ' ms', firstResultMs, true),
    targetRow('first result, p95', fresh, figures.firstResult.p95Ms, ' ms', firstResultMs, true),
    targetRow('search download, gzip', `${figures.chunk}, gzip 9`, kB(figures.wire.gzip), ' kB', kB(downloadBytes), true),
    targetRow('search download, Brotli', `${figures.chunk}, Brotli 11`, kB(figures.wire.brotli), ' kB', kB(downloadBytes), true),
    targetRow('query p95', `${inNode} (median ${figures.queryMedianMs} ms, max ${figures.queryMaxMs} ms)`, figures.queryP95Ms, ' ms', queryP95Ms, true),
  ];
}
