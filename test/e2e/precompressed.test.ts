import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_SIZE } from '../../src/builder/compress';
import { paths } from '../../src/builder/paths';
import { COMPRESSIBLE } from '../../src/server/encodings';

const DECODERS = { '.br': brotliDecompressSync, '.gz': gunzipSync } as const;

describe('the build’s precompressed files', () => {
  // The build compresses each step's files while later steps run (build.ts): a file compressed
  // before it was final would be served, compressed, with other bytes than the file.
  it('hold, for every text file of 1 kB or more, a Brotli and a gzip copy that decode to its bytes', async () => {
    const entries = await readdir(paths.dist, { recursive: true, withFileTypes: true });
    const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)));
    let checked = 0;
    for (const file of files) {
      if (!COMPRESSIBLE.test(file)) continue;
      const bytes = await readFile(file);
      for (const [suffix, decode] of Object.entries(DECODERS)) {
        if (!files.has(file + suffix)) {
          expect(bytes.length, `${file}${suffix} is missing`).toBeLessThan(MIN_SIZE);
          continue;
        }
        expect(decode(await readFile(file + suffix)).equals(bytes), `${file}${suffix} decodes to other bytes`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
