import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocument } from '../builder/prerender/template';
import { listen } from './listen';
import { CONTENT_SECURITY_POLICY } from './headers';
import { createStaticServer } from './static-server';

let root: string;
let server: Server;
let base: string;

const files: Record<string, string | Buffer> = {
  'index.html': '<h1>Home</h1>',
  'concepts/index.html': '<h1>Concepts</h1>',
  'concepts/printable/index.html': '<h1>Concepts, all of it</h1>',
  '404.html': '<h1>Page Not Found</h1>',
  'assets/main.1234abcd.js': 'console.log(1)',
  'assets/big.5678abcd.js': 'x'.repeat(5000),
  'assets/big.5678abcd.js.br': brotliCompressSync('x'.repeat(5000)),
  'assets/big.5678abcd.js.gz': gzipSync('x'.repeat(5000)),
};

beforeAll(async () => {
  const parent = await mkdtemp(join(tmpdir(), 'site-'));
  root = join(parent, 'dist');
  await writeFile(join(parent, 'secret.txt'), 'outside the site');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  server = createStaticServer({ root });
  const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dirname(root), { recursive: true, force: true });
});

describe('static server', () => {
  it('serves pages with revalidation and hashed assets as immutable', async () => {
    const page = await fetch(`${base}/concepts/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('<h1>Concepts</h1>');
    const asset = await fetch(`${base}/assets/main.1234abcd.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('redirects permanently to the trailing-slash path, query kept', async () => {
    const response = await fetch(`${base}/concepts?a=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/concepts/?a=1');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${base}/nowhere/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect((await fetch(`${base}/missing.png`)).status).toBe(404);
  });

  it('answers a missing hashed asset with a plain 404, never the HTML page', async () => {
    const response = await fetch(`${base}/assets/page/gone.0000aaaa.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Not Found\n');
  });

  it('never serves a file outside the site', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await fetch(`${base}${path}`);
      expect(await response.text()).not.toContain('outside the site');
    }
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers malformed URLs with 400', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  it('sends the security headers on every response, and keeps printable pages out of search engines', async () => {
    const responses = await Promise.all(
      ['/concepts/', '/nowhere/', '/concepts', '/%E0%A4%A', '/assets/main.1234abcd.js'].map((path) => fetch(base + path, { redirect: 'manual' })),
    );
    responses.push(await fetch(`${base}/`, { method: 'POST' }));
    for (const response of responses) {
      expect(response.headers.get('content-security-policy'), response.url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    // Every inline script of a prerendered document is allowed by its hash.
    const head = { title: 'Concepts', description: 'The ideas.', noindex: false };
    const html = renderDocument({ url: '/concepts/', head, body: '<h1>Concepts</h1>', styles: [], scripts: ['/assets/main.1234abcd.js'], canonical: true });
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>(.*?)<\/script>/gs)].map(([, code]) => code!);
    // The theme and the package manager before paint; the copy buttons, the package-manager tabs and the app's start.
    expect(inline.length).toBe(5);
    for (const code of inline) expect(CONTENT_SECURITY_POLICY).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect((await fetch(`${base}/concepts/printable/`)).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await fetch(`${base}/concepts/`)).headers.get('x-robots-tag')).toBeNull();
  });

  it('answers 304 to a current copy, by ETag or by date', async () => {
    const first = await fetch(`${base}/concepts/`);
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await fetch(`${base}/concepts/`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(`${base}/concepts/`, { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
    expect((await fetch(`${base}/concepts/`, { headers: { 'If-Modified-Since': modified } })).status).toBe(304);
    expect((await fetch(`${base}/concepts/`, { headers: { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' } })).status).toBe(200);
    // A 404 is never "not modified".
    expect((await fetch(`${base}/nowhere/`, { headers: { 'If-None-Match': '*' } })).status).toBe(404);
  });

  it('serves the precompressed variant the browser accepts, Brotli first', async () => {
    const get = (encoding: string) =>
      new Promise<{ encoding?: string; length?: string; vary?: string }>((done, fail) => {
        const request = httpGet(`${base}/assets/big.5678abcd.js`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          response.resume();
          done({ encoding: response.headers['content-encoding'], length: response.headers['content-length'], vary: response.headers.vary });
        });
        request.on('error', fail);
      });
    expect(await get('gzip, deflate, br')).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
    expect(await get('gzip')).toMatchObject({ encoding: 'gzip' });
    expect(await get('br;q=0, gzip;q=0.5')).toMatchObject({ encoding: 'gzip' });
    expect(await get('identity')).toMatchObject({ encoding: undefined, length: '5000' });
    // fetch decodes it again: the bytes arrive intact.
    expect(await (await fetch(`${base}/assets/big.5678abcd.js`)).text()).toBe('x'.repeat(5000));
  });

  it('answers absurdly long URLs with 414 and survives them', async () => {
    expect((await fetch(`${base}/${'a'.repeat(5000)}`)).status).toBe(414);
    expect((await fetch(`${base}/concepts/`)).status).toBe(200);
  });
});
