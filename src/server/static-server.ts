import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { contentTypeOf } from './content-types';
import { acceptedEncodings, COMPRESSIBLE, ENCODINGS } from './encodings';
import { headersFor, MAX_URL_LENGTH, SECURITY_HEADERS } from './headers';
import { STATIC_HOST_FILES } from './deploy/static-host';
import { resolveRequest } from './resolve';

export interface StaticServerOptions {
  /** The built site, usually `dist/`. */
  root: string;
  /** Called once per request after the response is sent; pass nothing to stay silent. */
  log?: (line: string) => void;
  /** How long what the server knows about a file is trusted before the file is looked at again. */
  revalidateMs?: number;
}

/**
 * The build never edits a file of `dist/` in place (it replaces the whole folder), so what a file
 * holds is looked up once and kept: its headers, ready to send, and, for files up to
 * MAX_CACHED_FILE, its bytes. A file is looked at again after `revalidateMs`, which notices a new
 * build (or a hand-edited file) within a second. Bytes held stay under CACHE_BUDGET.
 */
const REVALIDATE_MS = 1000;
const MAX_CACHED_FILE = 1024 * 1024;
const CACHE_BUDGET = 64 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

/** One set of bytes a file can be sent as: the file itself, or its Brotli or gzip variant. */
interface Variant {
  path: string;
  size: number;
  /** Everything a 200 (or the not-found page's 404) sends, Content-Length included. */
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/** What the server knows about one file of the site. */
interface SiteFile {
  checkedAt: number;
  /** Identifies the file's contents: size, modification time and inode of the file and its variants. */
  identity: string;
  etag: string;
  modifiedSeconds: number;
  /** The headers of a 304. */
  notModified: OutgoingHttpHeaders;
  plain: Variant;
  encoded: Map<string, Variant>;
  /** Bytes of bodies held. */
  bytes: number;
}

/** A weak validator from size and modification time: cheap, and the same for every encoding. */
function entityTag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

/** Whether the browser's copy is current (If-None-Match wins over If-Modified-Since, as HTTP says). */
function isFresh(request: IncomingMessage, file: SiteFile): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && file.modifiedSeconds <= Math.floor(since / 1000);
}

const identityOf = (info: Stats) => `${info.ino}:${info.size}:${info.mtimeMs}`;

/** Looks a site file up on disk: its stats, its precompressed variants and every header it is sent with. */
async function lookUp(root: string, file: string, previous: SiteFile | undefined): Promise<SiteFile | undefined> {
  const path = resolve(join(root, file));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const compressible = COMPRESSIBLE.test(path);
  const variants = compressible
    ? await Promise.all(ENCODINGS.map(async (encoding) => ({ encoding, info: await stat(path + encoding.suffix).catch(() => undefined) })))
    : [];
  const present = variants.filter((variant): variant is { encoding: (typeof ENCODINGS)[number]; info: Stats } => !!variant.info?.isFile());
  const identity = [info, ...present.map((variant) => variant.info)].map(identityOf).join(' ');
  if (previous?.identity === identity) {
    previous.checkedAt = performance.now();
    return previous;
  }

  const etag = entityTag(info.size, info.mtimeMs);
  const common: OutgoingHttpHeaders = {
    ...headersFor(file),
    'Content-Type': contentTypeOf(extname(path)),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    ...(compressible && { Vary: 'Accept-Encoding' }),
  };
  return {
    checkedAt: performance.now(),
    identity,
    etag,
    modifiedSeconds: Math.floor(info.mtimeMs / 1000),
    notModified: common,
    plain: { path, size: info.size, headers: { ...common, 'Content-Length': info.size } },
    encoded: new Map(
      present.map(({ encoding, info: variant }) => [
        encoding.name,
        { path: path + encoding.suffix, size: variant.size, headers: { ...common, 'Content-Length': variant.size, 'Content-Encoding': encoding.name } },
      ]),
    ),
    bytes: 0,
  };
}

/** The site's files as last looked up, with the bytes of the small ones (see REVALIDATE_MS). */
function siteFiles(root: string, revalidateMs: number) {
  const known = new Map<string, SiteFile>();
  const pending = new Map<string, Promise<SiteFile | undefined>>();
  let heldBytes = 0;

  const forget = (file: string) => {
    heldBytes -= known.get(file)?.bytes ?? 0;
    known.delete(file);
  };

  /** The file at `file` (relative to the root), undefined when there is none. */
  const get = (file: string): SiteFile | undefined | Promise<SiteFile | undefined> => {
    const entry = known.get(file);
    if (entry && performance.now() - entry.checkedAt < revalidateMs) return entry;
    let loading = pending.get(file);
    if (!loading) {
      loading = lookUp(root, file, entry).then((found) => {
        if (found !== entry) forget(file);
        if (found) {
          // Map order is the order of looking up: the oldest are dropped first.
          known.delete(file);
          known.set(file, found);
          if (known.size > MAX_ENTRIES) forget(known.keys().next().value!);
        }
        return found;
      });
      loading.finally(() => pending.delete(file)).catch(() => {});
      pending.set(file, loading);
    }
    return loading;
  };

  /** The bytes of `variant`, read once and kept when small enough; undefined means: stream it. */
  const bodyOf = async (file: string, entry: SiteFile, variant: Variant): Promise<Buffer | undefined> => {
    if (variant.body) return variant.body;
    if (variant.size > MAX_CACHED_FILE) return undefined;
    const body = await readFile(variant.path);
    if (body.length !== variant.size) {
      // Changed since it was looked up: look again next time, and send nothing inconsistent now.
      if (known.get(file) === entry) forget(file);
      throw new Error(`${variant.path} changed while being served`);
    }
    // Another request read it meanwhile, or the entry is no longer the current one: nothing to keep.
    if (variant.body || known.get(file) !== entry) return body;
    for (const oldest of known.keys()) {
      if (heldBytes + body.length <= CACHE_BUDGET || oldest === file) break;
      forget(oldest);
    }
    if (heldBytes + body.length <= CACHE_BUDGET) {
      variant.body = body;
      entry.bytes += body.length;
      heldBytes += body.length;
    }
    return body;
  };

  return { get, bodyOf };
}

/** The variant the request accepts, the precompressed one the build wrote when there is one. */
function variantFor(request: IncomingMessage, file: SiteFile): Variant {
  if (file.encoded.size > 0) {
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const variant = file.encoded.get(encoding.name);
      if (variant) return variant;
    }
  }
  return file.plain;
}

/** A short plain-text answer (errors), with the security headers every response carries. */
function plain(response: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  response.end(`${text}\n`);
}

/** Serves the built site with the URL rules of `resolveRequest` and the not-found page for the rest. */
export function createStaticServer({ root, log, revalidateMs = REVALIDATE_MS }: StaticServerOptions): Server {
  const files = siteFiles(resolve(root), revalidateMs);

  /** Sends a site file with its headers, a 304 when the browser's copy is current. */
  const send = async (request: IncomingMessage, response: ServerResponse, status: 200 | 404, name: string, file: SiteFile) => {
    if (status === 200 && isFresh(request, file)) {
      response.writeHead(304, file.notModified);
      return response.end();
    }
    const variant = variantFor(request, file);
    const body = request.method === 'HEAD' ? undefined : await files.bodyOf(name, file, variant);
    response.writeHead(status, variant.headers);
    if (request.method === 'HEAD') return response.end();
    if (body) return response.end(body);
    createReadStream(variant.path)
      .on('error', () => response.destroy())
      .pipe(response);
  };

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
    const found = await files.get(resolution.file);
    if (found) return send(request, response, 200, resolution.file, found);
    // A missing script or style (an old hash after a deploy) gets a plain 404, not the HTML page.
    const notFound = resolution.file.startsWith('/assets/') ? undefined : await files.get('/404.html');
    if (notFound) return send(request, response, 404, '/404.html', notFound);
    plain(response, 404, 'Not Found');
  };

  return createServer((request, response) => {
    if (log) {
      const started = performance.now();
      response.on('finish', () => log(`${request.method} ${request.url} ${response.statusCode} ${Math.round(performance.now() - started)}ms`));
    }
    handle(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else plain(response, 500, 'Internal Server Error');
    });
  });
}
