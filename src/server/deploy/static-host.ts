import { readdir, writeFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { contentTypeOf } from '../content-types';
import { CACHE_CONTROL, PRINTABLE_ROBOTS, SANDBOX_DOCUMENTS, SECURITY_HEADERS } from '../headers';

/** The headers a sandboxed document sets in place of the site's. */
const OWN_HEADERS = ['Content-Security-Policy', 'X-Frame-Options'];

/** Hosts that read `_headers` and `_redirects` from the site root (Netlify, Cloudflare Pages). */
export const STATIC_HOST_FILES = ['/_headers', '/_redirects'];

/**
 * `_headers`: the security headers everywhere, year-long caching for hashed files, the Markdown
 * twins' type, no indexing of printable sections. Other files keep the host's default of revalidating on every use: these hosts
 * add up the headers of every matching rule, so a second Cache-Control must not be set for `/*`.
 */
export function headersFile(): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  return `${[
    ...block('/*', SECURITY_HEADERS),
    ...block('/assets/*', { 'Cache-Control': CACHE_CONTROL.immutable }),
    // The pages' Markdown twins, with their charset (a host's guess from the extension may lack it).
    ...block('/*.md', { 'Content-Type': contentTypeOf('.md') }),
    ...block('/:section/printable/*', { 'X-Robots-Tag': PRINTABLE_ROBOTS }),
    // The sandboxes' own policy and framing in place of the site's: these hosts add up the headers of
    // every matching rule, so the site's are detached first (`! Name`, Cloudflare Pages' syntax; Netlify
    // has none, and there the site's stricter policy keeps the playground from building).
    ...Object.entries(SANDBOX_DOCUMENTS).flatMap(([url, own]) => [
      url,
      ...OWN_HEADERS.map((name) => `  ! ${name}`),
      ...block(url, Object.fromEntries(OWN_HEADERS.map((name) => [name, own[name]!]))).slice(1),
    ]),
  ].join('\n')}\n`;
}

/** `_redirects`: every page path without its trailing slash, permanently to the path with one. */
export function redirectsFile(pageUrls: string[]): string {
  return pageUrls
    .filter((url) => url !== '/')
    .map((url) => `${url.slice(0, -1)} ${url} 301`)
    .join('\n')
    .concat('\n');
}

/** Writes both files into a built site, with the page URLs read from its `index.html` files. */
export async function writeStaticHostFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const urls = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(dir, entry.parentPath).split(sep).join(posix.sep)}/`.replace(/^\/\/$/, '/'))
    .sort();
  await writeFile(join(dir, '_headers'), headersFile());
  await writeFile(join(dir, '_redirects'), redirectsFile(urls));
}
