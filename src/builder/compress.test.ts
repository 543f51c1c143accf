import { link, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { precompress } from './compress';
import { fileIdentity } from './file-identity';

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

  it('knows a file linked from the last build by its identity, without reading it', async () => {
    const cacheDir = join(await tree({}), 'compressed');
    const first = await tree({ 'a.html': page, 'b.html': `${page}<p>b</p>\n` });
    await precompress(first, { cacheDir });
    // Point a.html's identity at b.html's digest: a build that trusts the identity serves b's variants for a.
    const digests = JSON.parse(await readFile(`${cacheDir}.json`, 'utf8')) as Record<string, string>;
    const [aIdentity, bIdentity] = await Promise.all(['a.html', 'b.html'].map((name) => fileIdentity(join(first, name))));
    await writeFile(`${cacheDir}.json`, JSON.stringify({ ...digests, [aIdentity!]: digests[bIdentity!] }));
    const next = await tree({});
    await link(join(first, 'a.html'), join(next, 'a.html'));
    await precompress(next, { cacheDir });
    expect(gunzipSync(await readFile(join(next, 'a.html.gz'))).toString()).toContain('<p>b</p>');
    // A file with the same bytes but another identity is read and hashed.
    const copy = await tree({ 'a.html': page });
    await precompress(copy, { cacheDir });
    expect(gunzipSync(await readFile(join(copy, 'a.html.gz'))).toString()).toBe(page);
    await rm(cacheDir, { recursive: true });
  });
});
