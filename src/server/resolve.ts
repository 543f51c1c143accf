import { posix } from 'node:path';

/** What the server does with a request path, decided without touching the disk. */
export type Resolution =
  | { kind: 'bad-request' }
  | { kind: 'redirect'; location: string }
  /** Serve `file` (relative to the site root) if it exists, else the not-found page. */
  | { kind: 'file'; file: string };

/**
 * The URL rules every host of the site must follow (spec section 2):
 * a page path without a trailing slash is permanently redirected to the path with one
 * (query kept); a path ending in `/` is its folder's `index.html`; anything else is a file.
 * The result never points outside the site root and never redirects to another host.
 */
export function resolveRequest(rawUrl: string): Resolution {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad-request' };

  // `posix.normalize` resolves `.` and `..`; on an absolute path it never climbs above the root.
  const normalized = posix.normalize(decoded);
  const isFolder = normalized.endsWith('/');
  if (!isFolder && posix.extname(normalized) === '') {
    // A single leading slash: `//host` must stay a path on this host, not become a URL.
    const location = `/${normalized.replace(/^\/+/, '')}/`.split('/').map(encodeURIComponent).join('/');
    return { kind: 'redirect', location: location + search };
  }
  return { kind: 'file', file: isFolder ? `${normalized}index.html` : normalized };
}
