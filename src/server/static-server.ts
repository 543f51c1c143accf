import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { contentTypeOf } from './content-types';
import { resolveRequest } from './resolve';

export interface StaticServerOptions {
  /** The built site, usually `dist/`. */
  root: string;
  /** Called once per request after the response is sent; pass nothing to stay silent. */
  log?: (line: string) => void;
}

/** Hashed file names never change content, so browsers may keep them for a year. */
function cacheControlFor(file: string): string {
  return file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function fileAt(root: string, file: string): Promise<string | undefined> {
  const path = resolve(join(root, file));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? path : undefined;
}

function send(request: IncomingMessage, response: ServerResponse, status: number, path: string, cacheControl: string) {
  response.writeHead(status, {
    'Content-Type': contentTypeOf(extname(path)),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(path)
    .on('error', () => response.destroy())
    .pipe(response);
}

/** Serves the built site with the URL rules of `resolveRequest` and the not-found page for the rest. */
export function createStaticServer({ root, log }: StaticServerOptions): Server {
  const siteRoot = resolve(root);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('Method Not Allowed\n');
    }
    const resolution = resolveRequest(request.url ?? '/');
    if (resolution.kind === 'bad-request') {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('Bad Request\n');
    }
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { Location: resolution.location, 'Cache-Control': 'public, max-age=3600' });
      return response.end();
    }
    const path = await fileAt(siteRoot, resolution.file);
    if (path) return send(request, response, 200, path, cacheControlFor(resolution.file));
    // A missing script or style (an old hash after a deploy) gets a plain 404, not the HTML page.
    const notFound = resolution.file.startsWith('/assets/') ? undefined : await fileAt(siteRoot, '/404.html');
    if (notFound) return send(request, response, 404, notFound, 'no-cache');
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not Found\n');
  };

  return createServer((request, response) => {
    const started = performance.now();
    response.on('finish', () =>
      log?.(`${request.method} ${request.url} ${response.statusCode} ${Math.round(performance.now() - started)}ms`),
    );
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}
