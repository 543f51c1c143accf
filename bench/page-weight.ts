import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes of a file or a group of files: as stored, and compressed the way a precompressing build ships them. */
export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  html: Bytes;
  /** The stylesheets the document links in its head. */
  css: Bytes;
  /** The scripts the document loads in its head: everything a first visit runs before it is interactive. */
  js: Bytes;
}

/** Issue 16's target for the scripts a first visit runs, on every documentation page (the budgets test enforces it). */
export const FIRST_LOAD_JS_TARGET = { gzip: 85_000, brotli: 75_000 } as const;

/** Whether a page's first-load scripts are within FIRST_LOAD_JS_TARGET. */
export const meetsFirstLoadTarget = (js: Bytes) => js.gzip <= FIRST_LOAD_JS_TARGET.gzip && js.brotli <= FIRST_LOAD_JS_TARGET.brotli;

/** Sizes of one file's content; gzip at level 9 and Brotli at quality 11, the most a build would spend. */
export function compressedSizes(data: Buffer): Bytes {
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The stylesheets a prerendered document links in its head and the scripts its start script runs
 * after the first paint (its `data-scripts`), as site paths.
 */
export function firstLoadAssets(html: string): { stylesheets: string[]; scripts: string[] } {
  const end = html.search(/<\/head>|<body[\s>]/);
  const head = end === -1 ? html : html.slice(0, end);
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const stylesheets = (head.match(/<link\b[^>]*>/g) ?? [])
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => href !== undefined);
  const starter = /<script\b[^>]*\sdata-scripts="[^"]*"[^>]*>/.exec(html)?.[0];
  const scripts = starter ? attribute(starter, 'data-scripts')!.split(' ').filter(Boolean) : [];
  return { stylesheets, scripts };
}

async function totalOf(distDir: string, sitePaths: string[]): Promise<Bytes> {
  const sizes = await Promise.all(sitePaths.map(async (sitePath) => compressedSizes(await readFile(join(distDir, sitePath)))));
  return sizes.reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip, brotli: sum.brotli + one.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

/**
 * What a first visit to `url` downloads from the built site in `distDir`: its HTML, stylesheets and
 * first-load scripts. Each file is compressed on its own, as the server sends it. Deterministic: the
 * byte budgets are tested with it.
 */
export async function pageWeight(distDir: string, url: string): Promise<PageWeight> {
  const document = await readFile(join(distDir, url, 'index.html'));
  const { stylesheets, scripts } = firstLoadAssets(document.toString('utf8'));
  return { html: compressedSizes(document), css: await totalOf(distDir, stylesheets), js: await totalOf(distDir, scripts) };
}
