import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

const root = join(import.meta.dirname, 'dist');
const port = Number(process.env.PORT ?? 8080);
const strictDynamic = process.argv.includes('--strict-dynamic');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function policy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'${strictDynamic ? " 'strict-dynamic'" : ''}`,
    `style-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types csp-demo',
  ].join('; ');
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  const file = join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file.startsWith(root)) return response.writeHead(400).end();
  let body;
  try {
    body = await readFile(file);
  } catch {
    return response.writeHead(404).end('Not found');
  }
  const headers = { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' };
  if (extname(file) === '.html') {
    // A new, unguessable nonce for every page: 18 random bytes are 24 base64 characters.
    const nonce = randomBytes(18).toString('base64');
    body = body.toString('utf8').replaceAll('__CSP_NONCE__', nonce);
    headers['Content-Security-Policy'] = policy(nonce);
    // The page is different on every response: no cache may keep it.
    headers['Cache-Control'] = 'no-store';
  }
  response.writeHead(200, headers).end(body);
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ with a strict CSP on http://localhost:${port}/`);
});
