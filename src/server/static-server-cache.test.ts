import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { createStaticServer } from './static-server';

/** What the server keeps in memory must never show: a new build or an edited file is what gets sent. */
const REVALIDATE_MS = 100;
const afterRevalidation = () => new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 50));

let parent: string;
let root: string;
let server: Server;
let base: string;

async function writeSite(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** One GET with the raw bytes as sent (fetch would decode Brotli). */
async function get(path: string, encoding = 'identity') {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet(base + path, { headers: { 'Accept-Encoding': encoding } }, resolve).on('error', reject),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const { 'content-length': length, 'content-encoding': sentEncoding, etag } = response.headers;
  return { status: response.statusCode, body: Buffer.concat(chunks), length: Number(length), encoding: sentEncoding, etag };
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'site-cache-'));
  root = join(parent, 'dist');
  await writeSite(root, { 'index.html': '<h1>First build</h1>', '404.html': 'gone', 'big.txt': 'a'.repeat(3 * 1024 * 1024) });
  server = createStaticServer({ root, revalidateMs: REVALIDATE_MS });
  base = `http://127.0.0.1:${(await listen(server, { port: 0, host: '127.0.0.1' })).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(parent, { recursive: true, force: true });
});

describe('static server, files kept in memory', () => {
  it('sends the same bytes and headers every time', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(second).toEqual(first);
    expect(first.body.toString()).toBe('<h1>First build</h1>');
    expect(first.length).toBe(first.body.length);
  });

  it('streams a file too large to keep, whole', async () => {
    const big = await get('/big.txt');
    expect(big.length).toBe(3 * 1024 * 1024);
    expect(big.body.equals(Buffer.from('a'.repeat(3 * 1024 * 1024)))).toBe(true);
  });

  it('serves a new build swapped in as the build does it, once revalidated', async () => {
    expect((await get('/', 'br')).body.toString()).toBe('<h1>First build</h1>');
    const next = join(parent, 'next');
    const html = '<h1>Second build, longer</h1>';
    await writeSite(next, { 'index.html': html, 'index.html.br': brotliCompressSync(html), 'new/index.html': 'new page' });
    await rename(root, `${root}.old`);
    await rename(next, root);
    await afterRevalidation();
    const page = await get('/', 'br');
    expect(page).toMatchObject({ status: 200, encoding: 'br', length: page.body.length });
    expect(brotliDecompressSync(page.body).toString()).toBe(html);
    expect((await get('/new/')).body.toString()).toBe('new page');
    // The not-found page was never there in the second build.
    expect((await get('/nowhere/')).status).toBe(404);
    expect((await get('/nowhere/')).body.toString()).toBe('Not Found\n');
  });

  it('serves a file edited in place, once revalidated', async () => {
    const before = await get('/new/');
    await writeFile(join(root, 'new/index.html'), 'new page, edited');
    await afterRevalidation();
    const after = await get('/new/');
    expect(after.body.toString()).toBe('new page, edited');
    expect(after.length).toBe(after.body.length);
    expect(after.etag).not.toBe(before.etag);
  });
});
