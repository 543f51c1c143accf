import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { siteConfig } from '../../site.config';
import { COPY_BUTTONS_SCRIPT } from '../app/copy-buttons';
import { PACKAGE_MANAGER_BOOT_SCRIPT, PACKAGE_MANAGER_TABS_SCRIPT } from '../app/package-manager-tabs';
import { START_SCRIPT } from '../app/start-after-paint';
import { THEME_BOOT_SCRIPT } from '../app/theme/theme';
import { RUN_DOCUMENT_URL, SANDBOX_DOCUMENT_URL } from '../shared/playground';
import { isPrintableUrl } from '../shared/urls';

/**
 * The response headers of the site: one table for the Node server and the generated nginx and
 * static-host configurations, so every host sends the same thing.
 */

/** Longer request targets are answered with 414 before any other work. */
export const MAX_URL_LENGTH = 2048;

export const CACHE_CONTROL = {
  /** Hashed file names never change content. */
  immutable: 'public, max-age=31536000, immutable',
  /** Documents, the service worker and the manifest: revalidated on every use, so a deploy shows at once. */
  revalidate: 'no-cache',
} as const;

/** Third-party hosts of pictures: contributors' avatars (GitHub redirects to its CDN). Sponsors' pictures are the site's own. */
const PICTURE_HOSTS = ['https://github.com', 'https://avatars.githubusercontent.com'];

const docsearch = siteConfig.search?.docsearch;

const hashOf = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/** The inline scripts (the theme before first paint, the app's start after it) are allowed by their hashes, not by 'unsafe-inline'. */
export const INLINE_SCRIPT_HASHES = [THEME_BOOT_SCRIPT, PACKAGE_MANAGER_BOOT_SCRIPT, START_SCRIPT, COPY_BUTTONS_SCRIPT, PACKAGE_MANAGER_TABS_SCRIPT].map(hashOf);

/**
 * Exactly what the site needs. Styles allow inline style attributes: highlighted code carries its
 * colours in them, and the splash animations set transforms; no inline <style> or other script is used.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_SCRIPT_HASHES.map((hash) => `'${hash}'`).join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${PICTURE_HOSTS.join(' ')}`,
  // A configured DocSearch index is queried from the browser.
  `connect-src 'self'${docsearch ? ` https://${docsearch.appId}-dsn.algolia.net` : ''}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every response, errors included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export { RUN_DOCUMENT_URL, SANDBOX_DOCUMENT_URL };

/**
 * A policy that makes a document's origin opaque (`sandbox allow-scripts`, even when it is opened on
 * its own), allows what `sources` name and nothing else, and lets only this site frame it.
 */
function sandboxHeaders(sources: string[]): Readonly<Record<string, string>> {
  const policy = ['sandbox allow-scripts', "default-src 'none'", ...sources, "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'"];
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': policy.join('; '), 'X-Frame-Options': 'SAMEORIGIN' };
}

/**
 * The documents that run the code of a shared project, each with a policy of its own in place of the
 * site's. Their script is inline: a document with an opaque origin is not controlled by the service
 * worker, and its requests miss the HTTP cache, so a script file would be fetched on every visit and
 * never offline. What the code of a project may do is bounded by the opaque origin, not by this policy.
 * - the build sandbox: its script, a worker made from a `blob:` URL (the compiler, which the page hands
 *   it), evaluation (webpack evaluates magic comments, a configuration is code) and WebAssembly
 *   (webpack's md4 hash);
 * - the run frame: its script and the emitted files, which it serves itself as `blob:` URLs, evaluated
 *   as the `eval` devtools need, with inline styles and images or fonts as data URLs, as bundles make them.
 */
export const SANDBOX_DOCUMENTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [SANDBOX_DOCUMENT_URL]: sandboxHeaders(["script-src 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval'", 'worker-src blob:']),
  [RUN_DOCUMENT_URL]: sandboxHeaders([
    "script-src blob: 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src blob: 'unsafe-inline'",
    'img-src blob: data:',
    'font-src blob: data:',
    'media-src blob: data:',
    'connect-src blob: data:',
    'worker-src blob:',
  ]),
};

/** Printable sections repeat every page of a section: search engines must not index them. */
export const PRINTABLE_ROBOTS = 'noindex, nofollow';

/** The URL a site file answers, e.g. `/concepts/printable/index.html` → `/concepts/printable/`. */
function urlOf(file: string): string {
  return posix.basename(file) === 'index.html' ? posix.dirname(file).replace(/\/?$/, '/') : file;
}

export function cacheControlFor(file: string): string {
  return file.startsWith('/assets/') ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/** Every header that depends on the file served (path relative to the site root), besides its type. */
export function headersFor(file: string): Record<string, string> {
  return {
    ...(SANDBOX_DOCUMENTS[file] ?? SECURITY_HEADERS),
    'Cache-Control': cacheControlFor(file),
    ...(isPrintableUrl(urlOf(file)) && { 'X-Robots-Tag': PRINTABLE_ROBOTS }),
  };
}
