import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, ENCODINGS, type Encoding } from '../server/encodings';
import { forEachConcurrently } from './concurrently';
import { fileIdentity } from './file-identity';
import { readJsonFile, writeJsonFile } from './json-file';
import { linkFile } from './link-file';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than the headers it costs. */
const MIN_SIZE = 1024;

/**
 * Brotli's top quality is worth its time for scripts, styles and the content's data files, downloaded
 * by every reader (the content tables in `/tables/` too: the search index is 83 kB at quality 6 and
 * 74 kB at 11). Documents are many and change with their page, its sidebar or the entry, and there
 * quality 6 is the measured sweet spot: on our pages 0.1–2 % larger than quality 9 at a fifth to an
 * eighth of its time (11 saves another 10 % for 10–100 times the time of 6).
 */
const brotliQuality = (file: string) => (file.endsWith('.html') ? 6 : constants.BROTLI_MAX_QUALITY);

const COMPRESSORS: Record<Encoding['name'], (data: Buffer, file: string) => Promise<Buffer>> = {
  br: (data, file) =>
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Compressed bytes by the content they were made from: a build compresses only what changed since the last one. */
interface CompressionCache {
  /** Puts the entry at `target` (a hard link: no bytes copied); false when there is none. */
  place(key: string, target: string): Promise<boolean>;
  set(key: string, data: Buffer): Promise<void>;
  /** Forgets every entry this build did not use, so the cache holds one build's files. */
  prune(): Promise<void>;
}

function folderCache(dir: string): CompressionCache {
  const used = new Set<string>();
  return {
    place(key, target) {
      used.add(key);
      return linkFile(join(dir, key), target);
    },
    async set(key, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, key), data);
    },
    async prune() {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !used.has(name)).map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the built site: done once per build,
 * so servers and CDNs never compress on the fly. With `cacheDir`, output made by an earlier build
 * from the same bytes is reused (hashed assets rarely change; Brotli 11 on them is most of the time),
 * and `<cacheDir>.json` keeps the digest of each file by its identity (file-identity.ts), so a
 * document the prerender linked from the last build is not even read again.
 * Returns how many files were compressed or reused.
 */
export async function precompress(dir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  const cache = cacheDir === undefined ? undefined : folderCache(cacheDir);
  const digestsFile = cacheDir && `${cacheDir}.json`;
  const knownDigests = (digestsFile && (await readJsonFile<Record<string, string>>(digestsFile))) || {};
  const digests: Record<string, string> = {};
  let compressed = 0;
  const compress = async (bytes: () => Promise<Buffer>, digest: string, file: string, { name, suffix }: Encoding) => {
    const target = file + suffix;
    const key = `${digest}.${name}${name === 'br' ? brotliQuality(file) : ''}`;
    if (cache && (await cache.place(key, target))) return;
    const made = await COMPRESSORS[name](await bytes(), file);
    await cache?.set(key, made);
    await writeFile(target, made);
  };
  const work = async (file: string) => {
    const identity = digestsFile ? await fileIdentity(file) : undefined;
    let data: Buffer | undefined;
    let digest = identity && knownDigests[identity];
    if (!digest) {
      data = await readFile(file);
      if (data.length < MIN_SIZE) return;
      digest = createHash('sha256').update(data).digest('hex');
    }
    if (identity) digests[identity] = digest;
    const bytes = async () => (data ??= await readFile(file));
    await Promise.all(ENCODINGS.map((encoding) => compress(bytes, digest, file, encoding)));
    compressed++;
  };
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy without flooding it.
  await forEachConcurrently(files, availableParallelism() * 2, work);
  await cache?.prune();
  if (digestsFile) await writeJsonFile(digestsFile, digests);
  return compressed;
}
