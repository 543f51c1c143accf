/**
 * The prerender's bundle entry (ssr-bundle.ts turns it and the app into one CommonJS file):
 * in the build's own thread it lists the URLs to render; started as a worker thread with
 * `workerData.prerender`, it renders the documents it is sent and writes them. The prerender runs one
 * worker per core, each with its own copy of the app, since rendering React to HTML is single-threaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { siteConfig } from '../../../site.config';
import { render } from '../../app/entry-server';
import { serveTasks } from '../serve-tasks';
import { takeReads } from './json-reads';
import { MarkdownTwinError } from './markdown-twin-error';
import { pageMarkdown } from './page-markdown';
import { renderDocument } from './template';

export { listUrls } from '../../app/entry-server';

/** One document to write: the route, its file in the output folder and what its HTML links to. */
export interface DocumentJob {
  url: string;
  /** Relative to the output folder: `concepts/output/index.html`, `404.html`. */
  file: string;
  canonical: boolean;
  styles: string[];
  scripts: string[];
  /** A documentation page's Markdown twin, relative to the output folder: `concepts/output.md`. */
  markdown?: string;
}

/** Sent to a worker: documents to write into `outDir`. */
export interface RenderRequest {
  outDir: string;
  jobs: DocumentJob[];
}

/** A written document and the content files it was rendered from. */
export interface WrittenDocument {
  file: string;
  reads: string[];
}

/**
 * A worker's answer to a request: the documents it wrote, or the URL that failed and why
 * (`twin`: its Markdown twin could not be made, and the message names the content file).
 */
export type RenderReply = { written: WrittenDocument[] } | { failed: string; message: string; twin?: true };

async function writeDocument(outDir: string, { url, file, canonical, styles, scripts, markdown }: DocumentJob): Promise<void> {
  const { html, head, hydration, article } = await render(url);
  const document = renderDocument({ url, head, body: html, styles, scripts, canonical, ...(hydration && { hydration }) });
  // Written synchronously: this thread has nothing else to do meanwhile, and libuv's threads, which
  // an asynchronous write waits for, are busy with Brotli 11 on webpack's files during the prerender.
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), document);
  if (!markdown) return;
  if (!hydration || article === undefined) throw new Error(`${url} is no documentation page, so it has no Markdown twin`);
  writeFileSync(join(outDir, markdown), pageMarkdown(hydration.data.entry, article, siteConfig.origin));
}

/** Marks a worker started by the prerender, so that loading the bundle anywhere else serves nothing. */
export const WORKER_DATA = { prerender: true } as const;

if (parentPort && (workerData as typeof WORKER_DATA | undefined)?.prerender) {
  serveTasks(async ({ outDir, jobs }: RenderRequest): Promise<RenderReply> => {
    const written: WrittenDocument[] = [];
    for (const job of jobs) {
      try {
        takeReads();
        await writeDocument(outDir, job);
        written.push({ file: job.file, reads: takeReads() });
      } catch (error) {
        if (error instanceof MarkdownTwinError) return { failed: job.url, message: error.message, twin: true };
        return { failed: job.url, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
    }
    return { written };
  });
}
