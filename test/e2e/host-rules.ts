import { expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/headers';
import { CONTENT_TABLES_PATH, PRECACHE_MANIFEST_URL, type PrecacheEntry } from '../../src/shared/offline';

/**
 * The rules every host of dist/ must follow, run against the Node server and against nginx with the
 * generated configuration: redirects, not-found, caching, compression, validators, security headers.
 */
export function hostRules(origin: () => string): void {
  const get = (path: string, init: RequestInit = {}) => fetch(origin() + path, { redirect: 'manual', ...init });

  it('redirects page paths to their trailing slash, query kept, never to another host', async () => {
    for (const [from, to] of [
      ['/concepts', '/concepts/'],
      ['/configuration/output?ref=x', '/configuration/output/?ref=x'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, origin()).href).toBe(origin() + to);
    }
    for (const path of ['//evil', '///evil', '/%2F%2Fevil', '/%2f/evil', '//evil.example.com/', '/%5Cevil.example.com', '/\\evil.example.com']) {
      const response = await get(path);
      const location = response.headers.get('location');
      if (location !== null) expect(new URL(location, origin()).origin, path).toBe(origin());
      expect([301, 400, 404], path).toContain(response.status);
    }
  });

  it('serves nothing outside the site, whatever the encoding', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json', '/..%2fpackage.json', '/%2e%2e%2fpackage.json']) {
      const response = await get(path);
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toContain('"devDependencies"');
    }
    for (const path of ['/%E0%A4%A', '/a%00b.html']) expect([400, 404], path).toContain((await get(path)).status);
    expect((await get(`/${'a'.repeat(5000)}`)).status).toBe(414);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
    expect((await get('/_headers')).status).toBe(404);
  });

  it('answers unknown pages with the not-found page, and a missing hashed file with a plain 404', async () => {
    const page = await get('/concepts/no-such-page/');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page Not Found');
    const asset = await get('/assets/page/gone.00000000.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('caches hashed files for a year and revalidates documents, the worker, the manifest and the content tables', async () => {
    const html = await get('/concepts/');
    const main = /data-scripts="[^"]*(\/assets\/main\.[^" ]+\.js)/.exec(await html.text())![1]!;
    expect((await get(main)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The route table and the search index keep their names while the content changes.
    const precache = (await (await get(PRECACHE_MANIFEST_URL)).json()) as PrecacheEntry[];
    const tables = precache.map(({ url }) => url).filter((url) => url.startsWith(CONTENT_TABLES_PATH));
    expect(tables.map((url) => url.split('/').pop()!.split('.')[0]).sort()).toEqual(['routes', 'search-index']);
    for (const path of ['/concepts/', '/sw.js', '/manifest.json', ...tables]) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/concepts/')).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get(main)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it("serves each page's Markdown twin and llms.txt as text, precompressed", async () => {
    for (const [path, type, start] of [
      ['/concepts/output.md', 'text/markdown; charset=utf-8', '# Output\n'],
      ['/concepts.md', 'text/markdown; charset=utf-8', '# Concepts\n'],
      ['/llms.txt', 'text/plain; charset=utf-8', '# webpack\n'],
    ] as const) {
      const response = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect((await response.text()).startsWith(start), path).toBe(true);
    }
  });

  it('answers 304 to a current copy and serves precompressed gzip', async () => {
    const first = await get('/concepts/');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/concepts/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const compressed = await get('/concepts/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(await compressed.text()).toContain('<h1 class="doc__title">Concepts</h1>');
  });

  it('sends the security headers everywhere and keeps printable pages out of search engines', async () => {
    for (const path of ['/', '/concepts/', '/concepts', '/nowhere/', '/sw.js']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    expect((await get('/concepts/printable/')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await get('/concepts/')).headers.get('x-robots-tag')).toBeNull();
  });
}
