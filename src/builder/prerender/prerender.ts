import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { siteConfig } from '../../../site.config';
import { APP_ROUTES, NOT_FOUND_URL } from '../../shared/routes';
import { isPrintableUrl, markdownUrl } from '../../shared/urls';
import { forEachConcurrently } from '../concurrently';
import { workerPool, type WorkerPool } from '../worker-pool';
import type { ContentIndex } from '../content/content-index';
import { sectionNavs } from '../content/navigation';
import type { ClientAssets } from './assets';
import { BLOG_FEEDS, blogPosts } from '../../shared/blog';
import { atomFeed, rssFeed } from './feeds';
import type * as RenderWorker from './render-worker';
import type { DocumentJob, RenderReply, RenderRequest, WrittenDocument } from './render-worker';
import { LLMS_FILES, llmsFullTxt, llmsTxt, twinUrlsInOrder } from './llms-txt';
import { MarkdownTwinError } from './markdown-twin-error';
import { documentReuse, type DocumentReuse, type PrerenderRecord } from './reuse';
import { robotsTxt, sitemapXml } from './sitemap';

export interface PrerenderOptions {
  outDir: string;
  assets: ClientAssets;
  index: ContentIndex;
}

/** The build now in `dist/` and its prerender record: documents made from the same inputs are linked from there. */
export interface PreviousBuild {
  dir: string;
  record: PrerenderRecord;
}

export interface PrerenderResult {
  documents: number;
  /** How many came from the previous build unchanged. */
  reused: number;
  /** The record to keep once this build is the one in `dist/`. */
  record: (builtAt: string) => PrerenderRecord;
}

/** The home page's screen (see loadView in src/app/content/views.ts): its document loads it with the entry, so that it hydrates at once. */
const SPLASH_CHUNK = 'splash';
/**
 * The chunks of the other screens of the app's own, by URL: their documents link their styles, so that
 * the prerendered frame looks right from the first paint; their scripts follow at hydration, which keeps
 * them within the first-load budget.
 */
const SCREEN_STYLE_CHUNKS: Readonly<Record<string, string>> = { [APP_ROUTES.vote]: 'vote-page', [APP_ROUTES.playground]: 'playground-page' };
/** The route table, through which a printable section loads its pages (views.ts). */
const ROUTES_CHUNK = 'routes';
/** Documents per message to a worker: enough to keep messaging cheap, few enough to share the work evenly. */
const BATCH = 16;

/** Pages search engines should list: not the app shell, nor the printable copies of whole sections. */
export const isIndexable = (url: string) => url !== APP_ROUTES.appShell && !isPrintableUrl(url);

/** The prerender, its bundle loaded and its workers started: `render` once webpack's files are known. */
export interface Prerenderer {
  /** Renders the site, once; the workers stop when it is done. */
  render(options: PrerenderOptions): Promise<PrerenderResult>;
  /** Stops the workers of a prerender that will not render (a failed build). */
  close(): Promise<void>;
}

/**
 * Loads the prerender's bundle of src/builder/prerender/render-worker.ts (ssr-bundle.ts) and its worker
 * threads, one per core. When no document can come from the previous build, the workers start now, so
 * that their start-up (the bundle, React and the app: over half a second before their first documents)
 * overlaps the end of webpack's build; otherwise on demand, since a build may then render none.
 */
export function startPrerender(serverBundle: string, previous?: PreviousBuild): Prerenderer {
  const require = createRequire(import.meta.url);
  delete require.cache[serverBundle];
  const bundle = require(serverBundle) as typeof RenderWorker;
  const reuse = documentReuse(readFileSync(serverBundle), previous?.record);
  // The bundle is plain JavaScript: without the loaders the build runs under (tsx's, inherited through
  // execArgv), Node loads it as CommonJS instead of scanning its 2 MB for exports and hooking every require.
  const workers = workerPool<RenderRequest, RenderReply>({ start: () => new Worker(serverBundle, { workerData: bundle.WORKER_DATA, execArgv: [] }) });
  if (!reuse.possible) workers.start();
  return {
    async render(options) {
      try {
        return await prerender({ ...options, listUrls: bundle.listUrls, reuse, workers, previousDir: previous?.dir });
      } finally {
        await workers.close();
      }
    },
    close: () => workers.close(),
  };
}

/**
 * Renders every route to `<url>/index.html`, plus `404.html`, the sitemap, robots.txt and the blog feeds;
 * each documentation page also to its Markdown twin (`concepts/output.md`, page-markdown.ts), and all
 * of them into `llms.txt` and `llms-full.txt` (llms-txt.ts). Each document lists the chunks its screen
 * needs before the entry, and a documentation page carries its data inline, so the client has
 * everything when it hydrates. The documents are rendered in one worker thread per core, except those
 * the previous build made from the same inputs (reuse.ts).
 */
async function prerender({
  outDir,
  assets,
  index,
  listUrls,
  reuse,
  workers,
  previousDir,
}: PrerenderOptions & {
  listUrls: () => string[];
  reuse: DocumentReuse;
  workers: WorkerPool<RenderRequest, RenderReply>;
  previousDir: string | undefined;
}): Promise<PrerenderResult> {
  // A documentation page needs no chunk of its own: its data is inline and its body is the document's.
  const chunksFor = (url: string): string[] => {
    if (isPrintableUrl(url)) return [ROUTES_CHUNK];
    if (url === APP_ROUTES.splash) return [SPLASH_CHUNK];
    return [];
  };
  const unique = (list: string[]) => [...new Set(list)];
  const pageUrls = new Set(index.pages.map((page) => page.entry.url));
  const job = (url: string, file: string, canonical: boolean): DocumentJob => {
    const lazy = chunksFor(url).map(assets.chunk);
    const screen = SCREEN_STYLE_CHUNKS[url];
    const screenStyles = screen ? assets.chunk(screen).styles : [];
    return {
      url,
      file,
      canonical,
      styles: unique([...assets.entry.styles, ...lazy.flatMap((chunk) => chunk.styles), ...screenStyles]),
      scripts: unique([...lazy.flatMap((chunk) => chunk.scripts), ...assets.entry.scripts]),
      ...(pageUrls.has(url) && { markdown: markdownUrl(url).slice(1) }),
    };
  };

  const urls = listUrls();
  const jobs = [...urls.map((url) => job(url, `${url.slice(1)}index.html`, isIndexable(url))), job(NOT_FOUND_URL, '404.html', false)];
  const fresh: DocumentJob[] = [];
  await forEachConcurrently(jobs, 32, async (job) => {
    const reused = previousDir !== undefined && (await reuse.reuse(job, previousDir, outDir));
    if (!reused) fresh.push(job);
  });
  const written = await inWorkers(workers, outDir, fresh);
  const byFile = new Map(fresh.map((job) => [job.file, job]));
  await Promise.all(written.map((document) => reuse.rendered(byFile.get(document.file)!, document)));
  await writeLlmsFiles(outDir, index);
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(urls.filter(isIndexable)));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt());
  const posts = blogPosts(index.pages.map((page) => page.entry));
  // A site with no blog section has no blog/ folder, and still gets its (empty) feeds.
  await mkdir(join(outDir, dirname(BLOG_FEEDS.rss)), { recursive: true });
  await writeFile(join(outDir, BLOG_FEEDS.rss), rssFeed(posts));
  await writeFile(join(outDir, BLOG_FEEDS.atom), atomFeed(posts));
  return { documents: jobs.length, reused: jobs.length - fresh.length, record: reuse.record };
}

/** `/llms.txt` and `/llms-full.txt`, from the content index and the Markdown twins just written (llms-txt.ts). */
async function writeLlmsFiles(outDir: string, index: ContentIndex): Promise<void> {
  const sections = sectionNavs(index.pages.map((page) => page.entry), siteConfig.documentationSections, siteConfig.sectionTitles);
  const twins = await Promise.all(twinUrlsInOrder(sections).map((url) => readFile(join(outDir, url), 'utf8')));
  await writeFile(join(outDir, LLMS_FILES.index), llmsTxt(siteConfig, sections));
  await writeFile(join(outDir, LLMS_FILES.full), llmsFullTxt(siteConfig, twins));
}

/** Hands the jobs out in batches to the workers (worker-pool.ts). */
export async function inWorkers(workers: WorkerPool<RenderRequest, RenderReply>, outDir: string, jobs: DocumentJob[]): Promise<WrittenDocument[]> {
  const batches = Array.from({ length: Math.ceil(jobs.length / BATCH) }, (_, at) => jobs.slice(at * BATCH, (at + 1) * BATCH));
  const replies = await Promise.all(batches.map((batch) => workers.run({ outDir, jobs: batch })));
  return replies.flatMap((reply) => {
    if ('failed' in reply) throw reply.twin ? new MarkdownTwinError(reply.message) : new Error(`prerendering ${reply.failed} failed: ${reply.message}`);
    return reply.written;
  });
}
