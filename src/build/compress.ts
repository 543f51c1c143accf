import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, ENCODINGS, type Encoding } from '../server/encodings';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than the headers it costs. */
const MIN_SIZE = 1024;

const COMPRESSORS: Record<Encoding['name'], (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes `file.br` and `file.gz` next to every text file of the built site, at the highest
 * settings: done once per build, so servers and CDNs never compress on the fly.
 * Returns how many files were compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  let compressed = 0;
  const work = async (file: string) => {
    const data = await readFile(file);
    if (data.length < MIN_SIZE) return;
    await Promise.all(ENCODINGS.map(async ({ name, suffix }) => writeFile(file + suffix, await COMPRESSORS[name](data))));
    compressed++;
  };
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy without flooding it.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: availableParallelism() * 2 }, async () => {
      for (let file = queue.pop(); file; file = queue.pop()) await work(file);
    }),
  );
  return compressed;
}
