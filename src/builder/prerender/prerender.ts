import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { APP_ROUTES, NOT_FOUND_URL } from '../../shared/routes';
import { isPrintableUrl } from '../../shared/urls';
import type { ContentIndex } from '../content/content-index';
import type { ClientAssets } from './assets';
import { BLOG_FEEDS, blogPosts } from '../../shared/blog';
import { atomFeed, rssFeed } from './feeds';
import type * as RenderWorker from './render-worker';
import type { DocumentJob, RenderReply, RenderRequest } from './render-worker';
import { robotsTxt, sitemapXml } from './sitemap';

export interface PrerenderOptions {
  outDir: string;
  /** The server build of src/builder/prerender/render-worker.ts. */
  serverBundle: string;
  assets: ClientAssets;
  index: ContentIndex;
}

/** The home page's screen (see loadView in src/app/content/views.ts). */
const SPLASH_CHUNK = 'splash';
/** The route table, through which a printable section loads its pages (views.ts). */
const ROUTES_CHUNK = 'routes';
/** Documents per message to a worker: enough to keep messaging cheap, few enough to share the work evenly. */
const BATCH = 16;

/** Pages search engines should list: not the app shell, nor the printable copies of whole sections. */
export const isIndexable = (url: string) => url !== APP_ROUTES.appShell && !isPrintableUrl(url);

/**
 * Renders every route to `<url>/index.html`, plus `404.html`, the sitemap, robots.txt and the blog feeds.
 * Each document lists the chunks its screen needs before the entry, and a documentation page carries
 * its data inline, so the client has everything when it hydrates. The documents are rendered in one
 * worker thread per core. Returns how many documents it wrote.
 */
export async function prerender({ outDir, serverBundle, assets, index }: PrerenderOptions): Promise<number> {
  const require = createRequire(import.meta.url);
  delete require.cache[serverBundle];
  const { listUrls, WORKER_DATA } = require(serverBundle) as typeof RenderWorker;
  // A documentation page needs no chunk of its own: its data is inline and its body is the document's.
  const chunksFor = (url: string): string[] => {
    if (isPrintableUrl(url)) return [ROUTES_CHUNK];
    if (url === APP_ROUTES.splash) return [SPLASH_CHUNK];
    return [];
  };
  const unique = (list: string[]) => [...new Set(list)];
  const job = (url: string, file: string, canonical: boolean): DocumentJob => {
    const lazy = chunksFor(url).map(assets.chunk);
    return {
      url,
      file,
      canonical,
      styles: unique([...assets.entry.styles, ...lazy.flatMap((chunk) => chunk.styles)]),
      scripts: unique([...lazy.flatMap((chunk) => chunk.scripts), ...assets.entry.scripts]),
    };
  };

  const urls = listUrls();
  const jobs = [...urls.map((url) => job(url, `${url.slice(1)}index.html`, isIndexable(url))), job(NOT_FOUND_URL, '404.html', false)];
  await inWorkers(serverBundle, WORKER_DATA, outDir, jobs);
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(urls.filter(isIndexable)));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt());
  const posts = blogPosts(index.pages.map((page) => page.entry));
  await writeFile(join(outDir, BLOG_FEEDS.rss), rssFeed(posts));
  await writeFile(join(outDir, BLOG_FEEDS.atom), atomFeed(posts));
  return jobs.length;
}

/** Hands the jobs out in batches to one worker per core, each taking the next batch when it is done. */
export async function inWorkers(serverBundle: string, workerData: typeof RenderWorker.WORKER_DATA, outDir: string, jobs: DocumentJob[]): Promise<void> {
  const queue = [...jobs];
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / BATCH)));
  const workers = Array.from({ length: count }, () => new Worker(serverBundle, { workerData }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const batch = queue.splice(0, BATCH);
              if (batch.length === 0) return resolve();
              worker.postMessage({ outDir, jobs: batch } satisfies RenderRequest);
            };
            worker.on('message', (reply: RenderReply) => ('failed' in reply ? reject(new Error(`prerendering ${reply.failed} failed: ${reply.message}`)) : next()));
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`a prerender worker stopped (exit code ${code}) with documents left to write`)));
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
