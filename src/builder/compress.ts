import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, ENCODINGS, type Encoding } from '../server/encodings';
import { allSettledOrFail, concurrencyLimit, forEachConcurrently } from './concurrently';
import { fileIdentity } from './file-identity';
import { readJsonFile, writeJsonFile } from './json-file';
import { linkFile } from './link-file';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * zlib jobs at once. They share libuv's threads (four unless UV_THREADPOOL_SIZE says otherwise) with
 * every file system call, so one thread is left to the reads and links of the steps that run
 * meanwhile: those had waited behind Brotli 11 on the tables, a second each. One job per core (two
 * here) starved zlib instead, and the documents' compression outlasted the site check by a second.
 */
const ZLIB_JOBS = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);

/** Below this, compressing saves less than the headers it costs. */
export const MIN_SIZE = 1024;

/**
 * Brotli's quality by what a file is, from measured gains on our site (sizes and times at each quality,
 * one thread):
 * - scripts, styles and the content tables (`/tables/`), downloaded by every reader's first visit:
 *   11, the smallest (the search index: 85 / 77 / 75 kB), worth its time on a few files;
 * - the search shards, sidebars and anchors (`assets/<kind>/…`), fetched by the search and the offline
 *   fill: 10, 4 % larger than 11 at 40 % of its time, 11 % smaller than 9 (its 270 JSON shards:
 *   637 / 573 / 552 kB at 9 / 10 / 11, in 0.9 / 0.9 / 2.3 s);
 * - the page data (`assets/page/…`), the article of a page a reader moves to, 6 kB each after
 *   Brotli: 8, 9 % larger than 10 at a fifteenth of its time (our 189 pages: 1,254 / 1,153 / 1,123 kB
 *   at 8 / 10 / 11, in 0.19 / 3.0 / 9.5 s; 9 is no smaller than 8 and takes 1.3 s). 10 had been 3 s of
 *   CPU in a cold build that keeps both cores busy: half a kilobyte per page moved to was worth it;
 * - documents, many and remade with their page or the entry: 6, 0.1–2 % larger than 9 at a fifth to
 *   an eighth of its time (all of ours: 2,918 kB in 0.4 s at 6, 2,584 kB in 25 s at 11); the same for
 *   the Markdown twins and llms-full.txt, text read by tools rather than on every visit.
 */
export function brotliQuality(path: string): number {
  if (path.startsWith('assets/page/')) return 8;
  if (/^assets\/[^/]+\//.test(path)) return 10;
  return /\.(?:html|md|txt)$/.test(path) ? 6 : constants.BROTLI_MAX_QUALITY;
}

const COMPRESSORS: Record<Encoding['name'], (data: Buffer, quality: number) => Promise<Buffer>> = {
  br: (data, quality) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Compressed bytes by the content they were made from: a build compresses only what changed since the last one. */
interface CompressionCache {
  /** Puts the entry at `target` (a hard link: no bytes copied); false when there is none. */
  place(key: string, target: string): Promise<boolean>;
  /** Keeps `file`, just written, as the entry (a link too). */
  keep(key: string, file: string): Promise<void>;
  /** Forgets every entry this build did not use, so the cache holds one build's files. */
  prune(): Promise<void>;
}

function folderCache(dir: string): CompressionCache {
  // Listed once: a cold build had tried, and failed, a link per file and encoding. Only a missing
  // folder is an empty cache; any other failure fails the first file.
  const entries = readdir(dir).then(
    (names) => new Set(names),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return new Set<string>();
      throw error;
    },
  );
  entries.catch(() => {});
  const used = new Set<string>();
  return {
    async place(key, target) {
      used.add(key);
      return (await entries).has(key) && linkFile(join(dir, key), target);
    },
    async keep(key, file) {
      await linkFile(file, join(dir, key));
    },
    async prune() {
      const names = await entries;
      await Promise.all([...names].filter((name) => !used.has(name)).map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

export interface Precompressor {
  /** Compresses these files (absolute paths in the site's folder), but none twice. */
  files(files: readonly string[]): Promise<void>;
  /** Compresses every file of the site's folder not compressed yet. */
  rest(): Promise<void>;
  /** Saves what the next build reuses; returns how many files were compressed or reused. */
  finish(): Promise<number>;
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the built site in `dir`: done once per
 * build, so servers and CDNs never compress on the fly. The build hands over each step's files once
 * they are final (build.ts), so zlib works while the next step runs. With `cacheDir`, output made by
 * an earlier build from the same bytes is reused (hashed assets rarely change; Brotli 11 on them is
 * most of the time), and `<cacheDir>.json` keeps the digest of each file by its identity
 * (file-identity.ts), so a document the prerender linked from the last build is not even read again.
 */
export function precompressor(dir: string, { cacheDir }: { cacheDir?: string } = {}): Precompressor {
  const cache = cacheDir === undefined ? undefined : folderCache(cacheDir);
  const digestsFile = cacheDir && `${cacheDir}.json`;
  const knownDigests = digestsFile ? readJsonFile<Record<string, string>>(digestsFile).then((saved) => saved ?? {}) : Promise.resolve<Record<string, string>>({});
  const digests: Record<string, string> = {};
  const seen = new Set<string>();
  let compressed = 0;
  const zlibSlot = concurrencyLimit(ZLIB_JOBS);
  const compress = async (bytes: () => Promise<Buffer>, digest: string, file: string, { name, suffix }: Encoding) => {
    const target = file + suffix;
    const quality = name === 'br' ? brotliQuality(relative(dir, file).split(sep).join('/')) : 0;
    const key = `${digest}.${name}${name === 'br' ? quality : ''}`;
    if (cache && (await cache.place(key, target))) return;
    const data = await bytes();
    const made = await zlibSlot(() => COMPRESSORS[name](data, quality));
    await writeFile(target, made);
    await cache?.keep(key, target);
  };
  const work = async (file: string) => {
    const identity = digestsFile ? fileIdentity(file) : undefined;
    let data: Buffer | undefined;
    let digest = identity && (await knownDigests)[identity];
    if (!digest) {
      data = await readFile(file);
      if (data.length < MIN_SIZE) return;
      digest = createHash('sha256').update(data).digest('hex');
    }
    if (identity) digests[identity] = digest;
    const bytes = async () => (data ??= await readFile(file));
    await allSettledOrFail(ENCODINGS.map((encoding) => compress(bytes, digest, file, encoding)));
    compressed++;
  };
  const files = async (list: readonly string[]) => {
    const fresh = list.filter((file) => COMPRESSIBLE.test(file) && !seen.has(file));
    for (const file of fresh) seen.add(file);
    // Most files are linked from the cache or wait for zlib: a few more than zlib's jobs keep them coming.
    await forEachConcurrently(fresh, ZLIB_JOBS * 3, work);
  };
  return {
    files,
    async rest() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      await files(entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)));
    },
    async finish() {
      await cache?.prune();
      if (digestsFile) await writeJsonFile(digestsFile, digests);
      return compressed;
    },
  };
}
