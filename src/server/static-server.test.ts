import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { createStaticServer } from './static-server';

let root: string;
let server: Server;
let base: string;

const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'concepts/index.html': '<h1>Concepts</h1>',
  '404.html': '<h1>Page Not Found</h1>',
  'assets/main.1234abcd.js': 'console.log(1)',
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
});
