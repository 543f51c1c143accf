import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRECACHE_MANIFEST_URL, SERVICE_WORKER_URL, type PrecacheEntry } from '../src/shared/offline';
import type { Bytes } from './page-weight';

/** What the service worker's install may download, compressed as sent (issue 16). */
export const INSTALL_TARGET_BYTES = 300_000;

export interface OfflinePart {
  files: number;
  /** As stored, and as the server sends each file: its precompressed `.gz`/`.br` variant, or as stored when the build wrote none (under 1 kB). */
  bytes: Bytes;
}

export interface OfflineSizes {
  /** The worker script and the core of the precache list, downloaded when the worker installs. */
  install: OfflinePart;
  /** The entries downloaded in the background once a page is idle. */
  fill: OfflinePart;
}

/** The file a site path is served from: a folder's is its index.html. */
const fileOf = (distDir: string, url: string) => join(distDir, url.endsWith('/') ? `${url}index.html` : url);

/** A file's size as stored and as the server sends it: its precompressed `.gz`/`.br` variant, or as stored when there is none. */
export async function sentSizes(file: string): Promise<Bytes> {
  const raw = (await stat(file)).size;
  const variant = (suffix: string) => stat(file + suffix).then(({ size }) => size, () => raw);
  return { raw, gzip: await variant('.gz'), brotli: await variant('.br') };
}

async function partOf(distDir: string, urls: string[]): Promise<OfflinePart> {
  const sizes = await Promise.all(urls.map((url) => sentSizes(fileOf(distDir, url))));
  const bytes = sizes.reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip, brotli: sum.brotli + one.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return { files: urls.length, bytes };
}

/** The build's precache list (written by src/builder/webpack/precache-parts.ts). */
export async function precacheManifest(distDir: string): Promise<PrecacheEntry[]> {
  return JSON.parse(await readFile(join(distDir, PRECACHE_MANIFEST_URL), 'utf8')) as PrecacheEntry[];
}

/** What the service worker downloads at install and in the background fill, from the built site: deterministic. */
export async function offlineSizes(distDir: string): Promise<OfflineSizes> {
  const manifest = await precacheManifest(distDir);
  const core = manifest.filter((entry) => !entry.fill).map((entry) => entry.url);
  const fill = manifest.filter((entry) => entry.fill).map((entry) => entry.url);
  return { install: await partOf(distDir, [SERVICE_WORKER_URL, ...core]), fill: await partOf(distDir, fill) };
}

const kB = (bytes: number) => (bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 0 });
const part = ({ files, bytes }: OfflinePart) => `${files} files, ${kB(bytes.brotli)} kB Brotli (${kB(bytes.gzip)} kB gzip)`;

/** One line for the benchmark's output. */
export function offlineLine({ install, fill }: OfflineSizes): string {
  const verdict = install.bytes.brotli <= INSTALL_TARGET_BYTES && install.bytes.gzip <= INSTALL_TARGET_BYTES ? 'within' : 'OVER';
  return `Service worker install: ${part(install)}, ${verdict} the target of ${kB(INSTALL_TARGET_BYTES)} kB; background fill after idle: ${part(fill)}`;
}
