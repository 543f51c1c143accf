import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { paths } from '../src/build/paths';
import { buildContentIndex } from '../src/build/content/content-index';
import { searchIndexModule } from '../src/build/search/search-index';
import { indexOf, searchIn, type SearchRow } from '../src/shared/search';
import { launchBrowser } from '../test/e2e/browser';
import { writeSyntheticSite } from './synthetic-site';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const run = promisify(execFile);
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Cold (no persistent cache) and warm builds of our content and of a synthetic 2,000-page site. */
export async function measureBuilds() {
  const work = await mkdtemp(join(tmpdir(), 'bench-build-'));
  const one = async (contentRoot: string, cold: boolean) => {
    if (cold) await rm(join(paths.cache, 'webpack'), { recursive: true, force: true });
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/build-child.ts', contentRoot, join(work, 'dist')], {
      cwd: paths.root,
      maxBuffer: 1 << 24,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as { ms: number; maxRssMb: number; pages: number };
  };
  try {
    const synthetic = join(work, 'content');
    await writeSyntheticSite(paths.content, synthetic, 2000);
    const rows = [];
    for (const [site, root] of [
      ['our content', paths.content],
      ['synthetic', synthetic],
    ] as const) {
      for (const cold of [true, false]) rows.push({ site, cache: cold ? 'cold' : 'warm', ...(await one(root, cold)) });
    }
    return rows;
  } finally {
    await rm(work, { recursive: true, force: true });
    // The next build of the real site starts from its own generated modules again.
    await rm(join(paths.cache, 'webpack'), { recursive: true, force: true });
  }
}

const sizes = (data: Buffer) => ({
  raw: data.length,
  gzip: gzipSync(data, { level: 9 }).length,
  brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const add = (a: ReturnType<typeof sizes>, b: ReturnType<typeof sizes>) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** HTML, CSS and first-load JavaScript of a page, raw and compressed as the build ships them. */
export async function measureWeight(url: string) {
  const html = await readFile(join(paths.dist, url, 'index.html'));
  const text = html.toString();
  const total = async (files: string[]) => {
    let sum = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) sum = add(sum, sizes(await readFile(join(paths.dist, file))));
    return sum;
  };
  return {
    url,
    html: sizes(html),
    css: await total([...text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!)),
    js: await total([...text.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1]!)),
  };
}

/** Lighthouse 12 scores and metrics, mobile (its default, simulated throttling) and desktop. */
export async function measureLighthouse(origin: string, urls: string[]) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const form of ['mobile', 'desktop'] as const) {
      for (const url of urls) {
        const result = await lighthouse(
          origin + url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        rows.push({
          form,
          url,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(metric('first-contentful-paint')),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** Click on a sidebar link to the new page's h1 painted: first visit of its chunks, then again. */
export async function measureNavigation(origin: string, from: string, to: string, samples = 5) {
  const browser = await launchBrowser();
  const timings = { uncached: [] as number[], cached: [] as number[] };
  try {
    for (let sample = 0; sample < samples; sample++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const kind of ['uncached', 'cached'] as const) {
        await page.goto(origin + from);
        await page.waitForSelector('html[data-hydrated="true"]');
        const ms = await page.evaluate(
          (target) =>
            new Promise<number>((resolve) => {
              const start = performance.now();
              const observer = new MutationObserver(() => {
                if (document.querySelector('h1.doc__title')?.textContent && location.pathname === target) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - start));
                }
              });
              observer.observe(document.body, { subtree: true, childList: true, characterData: true });
              (document.querySelector(`#sidebar a[href="${target}"]`) as HTMLAnchorElement).click();
            }),
          to,
        );
        timings[kind].push(ms);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { from, to, uncachedMs: Math.round(median(timings.uncached)), cachedMs: Math.round(median(timings.cached)), samples };
}

/** The production server on loopback under load: 10 connections for 8 s per target. */
export async function measureServer(origin: string, targets: string[]) {
  const rows = [];
  for (const path of targets) {
    const result = await autocannon({ url: origin + path, connections: 10, duration: 8, headers: { 'accept-encoding': 'br, gzip' } });
    rows.push({ path, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx });
  }
  return rows;
}

/** Index size on the wire, time to the first result after the first keystroke, query latency. */
export async function measureSearch(origin: string) {

  const name = (await readdir(join(paths.dist, 'assets'))).find((file) => /^search-index\.[^.]+\.js$/.test(file));
  if (!name) return undefined;
  const wire = sizes(await readFile(join(paths.dist, 'assets', name)));

  const browser = await launchBrowser();
  const firstResult: number[] = [];
  try {
    for (let sample = 0; sample < 5; sample++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${origin}/concepts/`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.keyboard.press('/');
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      await box.waitFor();
      const started = Date.now();
      await box.press('s');
      await page.getByRole('option').first().waitFor();
      firstResult.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const module = searchIndexModule(await buildContentIndex({ root: paths.content }));
  const rows = JSON.parse(module.slice('export default '.length, -2)) as SearchRow[];
  const index = indexOf(rows);
  const queries = rows.filter((row) => row[3]).slice(0, 200).map((row) => row[3].split(/\s+/).slice(0, 2).join(' '));
  const latencies = queries.map((query) => {
    const started = performance.now();
    searchIn(index, query);
    return performance.now() - started;
  });
  return {
    chunk: name,
    sections: rows.length,
    wire,
    firstResultMs: median(firstResult),
    queryMedianMs: Number(median(latencies).toFixed(2)),
    queryP95Ms: Number([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.95)]!.toFixed(2)),
    queries: latencies.length,
  };
}
