import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { contentTypeOf } from './content-types';
import { acceptedEncodings, COMPRESSIBLE } from './encodings';
import { headersFor, MAX_URL_LENGTH, SECURITY_HEADERS } from './headers';
import { STATIC_HOST_FILES } from './deploy/static-host';
import { resolveRequest } from './resolve';

export interface StaticServerOptions {
  /** The built site, usually `dist/`. */
  root: string;
  /** Called once per request after the response is sent; pass nothing to stay silent. */
  log?: (line: string) => void;
}

async function fileAt(root: string, file: string): Promise<string | undefined> {
  const path = resolve(join(root, file));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? path : undefined;
}

/** A weak validator from size and modification time: cheap, and the same for every encoding. */
function entityTag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** Whether the browser's copy is current (If-None-Match wins over If-Modified-Since, as HTTP says). */
function isFresh(request: IncomingMessage, etag: string, modified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** The precompressed variant the request accepts, if the build wrote one. */
async function encodedVariant(request: IncomingMessage, path: string) {
  if (!COMPRESSIBLE.test(path)) return undefined;
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const info = await stat(path + encoding.suffix).catch(() => undefined);
    if (info?.isFile()) return { path: path + encoding.suffix, size: info.size, name: encoding.name };
  }
  return undefined;
}

/** Sends `path` (found at `file` within the site) with its headers, a 304 when the copy is current. */
async function send(request: IncomingMessage, response: ServerResponse, status: 200 | 404, file: string, path: string) {
  const info = await stat(path);
  const etag = entityTag(info.size, info.mtimeMs);
  const headers: OutgoingHttpHeaders = {
    ...headersFor(file),
    'Content-Type': contentTypeOf(extname(path)),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    ...(COMPRESSIBLE.test(path) && { Vary: 'Accept-Encoding' }),
  };
  if (status === 200 && isFresh(request, etag, info.mtime)) {
    response.writeHead(304, headers);
    return response.end();
  }
  const variant = await encodedVariant(request, path);
  response.writeHead(status, {
    ...headers,
    'Content-Length': variant?.size ?? info.size,
    ...(variant && { 'Content-Encoding': variant.name }),
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(variant?.path ?? path)
    .on('error', () => response.destroy())
    .pipe(response);
}

/** A short plain-text answer (errors), with the security headers every response carries. */
function plain(response: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  response.end(`${text}\n`);
}

/** Serves the built site with the URL rules of `resolveRequest` and the not-found page for the rest. */
export function createStaticServer({ root, log }: StaticServerOptions): Server {
  const siteRoot = resolve(root);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (url.length > MAX_URL_LENGTH) return plain(response, 414, 'URI Too Long');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    // The static-host rule files sit in the build's root but are configuration, not content.
    if (STATIC_HOST_FILES.includes(url.split('?')[0]!)) return plain(response, 404, 'Not Found');
    const resolution = resolveRequest(url);
    if (resolution.kind === 'bad-request') return plain(response, 400, 'Bad Request');
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { ...SECURITY_HEADERS, Location: resolution.location, 'Cache-Control': 'public, max-age=3600' });
      return response.end();
    }
    const path = await fileAt(siteRoot, resolution.file);
    if (path) return send(request, response, 200, resolution.file, path);
    // A missing script or style (an old hash after a deploy) gets a plain 404, not the HTML page.
    const notFound = resolution.file.startsWith('/assets/') ? undefined : await fileAt(siteRoot, '/404.html');
    if (notFound) return send(request, response, 404, '/404.html', notFound);
    plain(response, 404, 'Not Found');
  };

  return createServer((request, response) => {
    const started = performance.now();
    response.on('finish', () =>
      log?.(`${request.method} ${request.url} ${response.statusCode} ${Math.round(performance.now() - started)}ms`),
    );
    handle(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else plain(response, 500, 'Internal Server Error');
    });
  });
}
