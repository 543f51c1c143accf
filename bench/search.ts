import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { paths } from '../src/builder/paths';
import { CONTENT_TABLES_PATH } from '../src/shared/offline';
import { SearchIndex } from '../src/shared/search-index';
import { launchBrowser } from '../test/e2e/browser';
import { sentSizes } from './offline-install';
import { pagefindSearch } from './pagefind-search';
import { loadQueries, measureRelevance, type RelevanceFigures } from './relevance';
import type { Bytes } from './page-weight';
import { coreIn, shippedSearch } from './search-chunk';
import { median, percentile, roundMs } from './stats';
import { targetRow, type TargetRow } from './targets';

export interface SearchFigures {
  chunk: string;
  /** Searchable sections (page introductions and headings) in the index. */
  sections: number;
  /** The search-index chunk: the search code and the index's core, which every search loads first. */
  core: Bytes;
  /** What one query downloads on a fresh page (the core and the shards it needs, as the server sends them): the most over all queries, and the median. */
  download: { queries: number; most: Bytes; median: Bytes; mostQuery: string };
  /**
   * In Chromium, one fresh page per query, from the query's input: to its first result painted (a row
   * that links to its place; its snippet may follow), and to every result painted with its snippet.
   */
  firstResult: { queries: string[]; medianMs: number; p95Ms: number; withSnippetsMedianMs: number; withSnippetsP95Ms: number };
  /** In Node: running the shipped chunk (parsing it and building the term tree of the core). */
  coreLoadMs: number;
  /** In Node, with the shipped code, after one pass that loaded the shards: one query each. */
  queries: number;
  queryMedianMs: number;
  queryP95Ms: number;
  queryMaxMs: number;
}

/** Issue 16's targets for search. */
export const SEARCH_TARGETS = { firstResultMs: 150, downloadBytes: 200_000, queryP95Ms: 10 } as const;

/** The built search-index chunk's path in the site (one of the content tables), or undefined when the site was built without it. */
export async function searchChunkName(distDir: string): Promise<string | undefined> {
  const folder = CONTENT_TABLES_PATH.slice(1);
  const tables = await readdir(join(distDir, folder)).catch(() => []);
  const file = tables.find((name) => /^search-index\.[\w-]+\.js$/.test(name));
  return file && `${folder}${file}`;
}

/**
 * `count` queries spread evenly over the documents: the first words of each one's name (its heading,
 * or its page's title), every other one cut short after three letters as if the reader were still typing.
 */
export function queriesOf(names: readonly string[], count = 200): string[] {
  return Array.from({ length: Math.min(count, names.length) }, (_, at) => {
    const words = names[Math.floor((at * names.length) / Math.min(count, names.length))]!.split(/\s+/).filter(Boolean).slice(0, 2);
    const last = words.at(-1) ?? '';
    if (at % 2 === 1 && last.length > 3) words[words.length - 1] = last.slice(0, 3);
    return words.join(' ');
  });
}

/** Each document's name in the index core the built chunk carries. */
function documentNames(source: string): string[] {
  const index = new SearchIndex(coreIn(source));
  return Array.from({ length: index.documentCount }, (_, document) => index.headingOf(document) || index.pageOf(document)[1]);
}

/**
 * Opens `/` in a fresh page, opens search with `/`, enters `query` and times from its input event to
 * the first result painted (a row of the results for that query, which links to its place), and to
 * the results painted with their snippets (the list no longer busy).
 */
async function firstResultMs(page: Page, origin: string, query: string): Promise<{ first: number; complete: number }> {
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.waitFor();
  // Wrapped in an object: a promise returned directly would be awaited before the query goes in.
  const watcher = await page.evaluateHandle(
    (wanted) => ({
      painted: new Promise<{ first: number; complete: number }>((resolve, reject) => {
        let started = 0;
        let first = 0;
        setTimeout(() => reject(new Error(`no search result for “${wanted}” within 30 s`)), 30_000);
        document.addEventListener('input', () => (started = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const answered = document.querySelector('.search-dialog__status')?.textContent?.includes(`for “${wanted}”`);
          if (!started || !answered || !document.querySelector('[role="option"]')) return;
          if (!first) requestAnimationFrame(() => (first = performance.now() - started));
          if (document.querySelector('[role="listbox"][aria-busy="true"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve({ first: first || performance.now() - started, complete: performance.now() - started }));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    }),
    query,
  );
  await box.fill(query);
  return watcher.evaluate((watching) => watching.painted);
}

const sum = (sizes: readonly Bytes[]): Bytes => sizes.reduce((total, one) => ({ raw: total.raw + one.raw, gzip: total.gzip + one.gzip, brotli: total.brotli + one.brotli }), { raw: 0, gzip: 0, brotli: 0 });

/** What each query downloads on a fresh page: the chunk, then the shards the shipped code fetches for it. */
async function downloads(source: string, origin: string, distDir: string, core: Bytes, queries: readonly string[]): Promise<SearchFigures['download']> {
  const perQuery = [];
  for (const query of queries) {
    const fresh = shippedSearch(source, origin);
    await fresh.search(query);
    perQuery.push({ query, bytes: sum([core, ...(await Promise.all(fresh.fetched.map((path) => sentSizes(join(distDir, path)))))]) });
  }
  const byGzip = perQuery.sort((a, b) => a.bytes.gzip - b.bytes.gzip);
  const most = byGzip.at(-1)!;
  return { queries: queries.length, most: most.bytes, median: byGzip[(byGzip.length - 1) >> 1]!.bytes, mostQuery: most.query };
}

async function timeQueries(source: string, origin: string, queries: readonly string[]) {
  const started = performance.now();
  const { search } = shippedSearch(source, origin);
  const coreLoadMs = performance.now() - started;
  for (const query of queries) await search(query);
  const latencies = [];
  for (const query of queries) {
    const asked = performance.now();
    await search(query);
    latencies.push(performance.now() - asked);
  }
  return { coreLoadMs, latencies };
}

/**
 * Search figures for the site served at `origin` from `distDir`; undefined when there is no
 * search-index chunk. Downloads and query latency come from the shipped chunk run in Node (V8, as in
 * Chromium), fetching its shards from `origin`.
 */
export async function measureSearch(origin: string, distDir: string, samples = 20): Promise<SearchFigures | undefined> {
  const chunk = await searchChunkName(distDir);
  if (!chunk) return undefined;
  const source = await readFile(join(distDir, chunk), 'utf8');
  const names = documentNames(source);
  const queries = queriesOf(names);
  const typed = queriesOf(names, samples);

  const browser = await launchBrowser();
  const firstResults: { first: number; complete: number }[] = [];
  try {
    for (const query of typed) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      firstResults.push(await firstResultMs(await context.newPage(), origin, query));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const core = await sentSizes(join(distDir, chunk));
  const { coreLoadMs, latencies } = await timeQueries(source, origin, queries);
  return {
    chunk,
    sections: names.length,
    core,
    download: await downloads(source, origin, distDir, core, [...new Set([...queries, ...typed])]),
    firstResult: {
      queries: typed,
      medianMs: Math.round(median(firstResults.map(({ first }) => first))),
      p95Ms: Math.round(percentile(firstResults.map(({ first }) => first), 0.95)),
      withSnippetsMedianMs: Math.round(median(firstResults.map(({ complete }) => complete))),
      withSnippetsP95Ms: Math.round(percentile(firstResults.map(({ complete }) => complete), 0.95)),
    },
    coreLoadMs: Math.round(coreLoadMs),
    queries: latencies.length,
    queryMedianMs: roundMs(median(latencies)),
    queryP95Ms: roundMs(percentile(latencies, 0.95)),
    queryMaxMs: roundMs(Math.max(...latencies)),
  };
}

/** Every figure beside its target: first result (median and p95), the most one query downloads (gzip and Brotli), query p95. */
export function searchTargetRows(figures: SearchFigures): TargetRow[] {
  const { firstResultMs, downloadBytes, queryP95Ms } = SEARCH_TARGETS;
  const kB = (bytes: number) => Math.round(bytes / 1000);
  const fresh = `${figures.firstResult.queries.length} queries, a fresh Chromium context each, no service worker`;
  const { download, core } = figures;
  const downloadMethod = (encoding: keyof Bytes) =>
    `most of ${download.queries} queries (“${download.mostQuery}”; median ${kB(download.median[encoding])} kB), each on a fresh page: ${figures.chunk} (${kB(core[encoding])} kB) and the shards it fetched`;
  const inNode = `${figures.queries} queries, the shipped chunk in Node, shards loaded, ${figures.sections} sections (median ${figures.queryMedianMs} ms, max ${figures.queryMaxMs} ms; loading the core ${figures.coreLoadMs} ms)`;
  return [
    targetRow('first result, median', fresh, figures.firstResult.medianMs, ' ms', firstResultMs, true),
    targetRow('first result, p95', fresh, figures.firstResult.p95Ms, ' ms', firstResultMs, true),
    { figure: 'results with snippets', method: `${fresh}, median and p95`, value: `${figures.firstResult.withSnippetsMedianMs} ms, ${figures.firstResult.withSnippetsP95Ms} ms`, target: '–', met: '–' },
    targetRow('search download, gzip', downloadMethod('gzip'), kB(download.most.gzip), ' kB', kB(downloadBytes), true),
    targetRow('search download, Brotli', downloadMethod('brotli'), kB(download.most.brotli), ' kB', kB(downloadBytes), true),
    targetRow('query p95', inNode, figures.queryP95Ms, ' ms', queryP95Ms, true),
  ];
}

/**
 * Relevance on the query set: ours as shipped (the search-index chunk run in Node, fetching its shards
 * from `origin`), and Pagefind indexing the same built pages of `distDir`.
 */
export async function measureSearchRelevance(origin: string, distDir: string): Promise<RelevanceFigures | undefined> {
  const chunk = await searchChunkName(distDir);
  if (!chunk) return undefined;
  const source = await readFile(join(distDir, chunk), 'utf8');
  const { search } = shippedSearch(source, origin);
  const pagefind = await pagefindSearch(distDir, coreIn(source).pages.map(([url]) => url), join(paths.cache, 'pagefind'));
  return measureRelevance(
    await loadQueries(),
    async (query) => (await search(query, 40)).results.map(({ url }) => url),
    (query) => pagefind.search(query),
  );
}
