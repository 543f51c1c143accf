import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { precompress } from './compress';

const tree = useTempTree('precompress-');
const script = 'export const answer = 42;\n'.repeat(200);
const page = '<p>webpack bundles modules.</p>\n'.repeat(100);

describe('precompress', () => {
  it('writes Brotli and gzip variants of every text file worth compressing', async () => {
    const site = await tree({ 'assets/main.1.js': script, 'concepts/index.html': page, 'tiny.css': 'a{}', 'icon.png': Buffer.alloc(4096) });
    expect(await precompress(site)).toBe(2);
    expect(brotliDecompressSync(await readFile(join(site, 'assets/main.1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(site, 'concepts/index.html.gz'))).toString()).toBe(page);
    expect((await readdir(site)).sort()).toEqual(['assets', 'concepts', 'icon.png', 'tiny.css']);
  });

  it('reuses what an earlier build made from the same bytes, and forgets what no build uses any more', async () => {
    const cacheDir = join(await tree({}), 'compressed');
    await precompress(await tree({ 'assets/main.1.js': script, 'old.html': page }), { cacheDir });
    const entries = await readdir(cacheDir);
    expect(entries).toHaveLength(4);

    // Mark the cached Brotli of the script: the next build must take it as it is instead of compressing again.
    const scriptBrotli = entries.find((name) => name.endsWith('.br11'))!;
    await writeFile(join(cacheDir, scriptBrotli), 'from the cache');
    const next = await tree({ 'assets/main.1.js': script, 'new.html': `${page}<p>more</p>\n` });
    await precompress(next, { cacheDir });
    expect((await readFile(join(next, 'assets/main.1.js.br'))).toString()).toBe('from the cache');
    expect(gunzipSync(await readFile(join(next, 'new.html.gz'))).toString()).toContain('<p>more</p>');
    // old.html's variants are gone from the cache; the script's and new.html's remain.
    expect(await readdir(cacheDir)).toHaveLength(4);
    expect(await readdir(cacheDir)).toContain(scriptBrotli);
    await rm(cacheDir, { recursive: true });
  });
});
