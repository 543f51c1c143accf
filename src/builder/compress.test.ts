import { link, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { brotliQuality, precompressor } from './compress';
import { fileIdentity } from './file-identity';

const tree = useTempTree('precompress-');

/** A whole folder at once, as a build's last step does. */
async function precompress(dir: string, options: { cacheDir?: string } = {}): Promise<number> {
  const compression = precompressor(dir, options);
  await compression.rest();
  return compression.finish();
}
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
    const [aIdentity, bIdentity] = ['a.html', 'b.html'].map((name) => fileIdentity(join(first, name)));
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

  it('compresses files handed over early once, and the rest of the folder at the end', async () => {
    const data = JSON.stringify({ title: 'Output', body: page });
    const site = await tree({ 'assets/page/output.1.json': data, 'assets/main.1.js': script, 'index.html': page });
    const compression = precompressor(site);
    await compression.files([join(site, 'assets/page/output.1.json')]);
    expect((await readdir(join(site, 'assets/page'))).sort()).toEqual(['output.1.json', 'output.1.json.br', 'output.1.json.gz']);
    await compression.rest();
    expect(await compression.finish()).toBe(3);
    expect(brotliDecompressSync(await readFile(join(site, 'assets/page/output.1.json.br'))).toString()).toBe(data);
  });

  it("chooses Brotli quality by what a file is: code 11, search shards 10, page data 8, documents and Markdown 6", () => {
    expect(brotliQuality('assets/main.1a2b3c4d.js')).toBe(11);
    expect(brotliQuality('tables/search-index.1a2b3c4d.js')).toBe(11);
    expect(brotliQuality('assets/page/concepts/output.1a2b3c4d.json')).toBe(8);
    expect(brotliQuality('assets/nav/concepts.1a2b3c4d.json')).toBe(10);
    expect(brotliQuality('assets/search/concepts.1a2b3c4d.txt')).toBe(10);
    expect(brotliQuality('concepts/output/index.html')).toBe(6);
    expect(brotliQuality('concepts/output.md')).toBe(6);
    expect(brotliQuality('llms-full.txt')).toBe(6);
  });
});
