import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { siteConfig } from '../../site.config';
import { COPY_BUTTONS_SCRIPT } from '../app/copy-buttons';
import { START_SCRIPT } from '../app/start-after-paint';
import { THEME_BOOT_SCRIPT } from '../app/theme/theme';
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
export const INLINE_SCRIPT_HASHES = [hashOf(THEME_BOOT_SCRIPT), hashOf(START_SCRIPT), hashOf(COPY_BUTTONS_SCRIPT)];

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

/** The playground's sandbox document (src/playground/sandbox/sandbox.ts), framed by /playground/. */
export const SANDBOX_DOCUMENT_URL = '/playground/sandbox.html';

/**
 * The sandbox document runs the code of a shared project, so its policy makes its origin opaque
 * (`sandbox allow-scripts`, even when it is opened on its own) and allows only what a build needs: its
 * own script and the compiler from this site, a worker made from a `blob:` URL, evaluation (webpack
 * evaluates magic comments, the project's configuration is code) and WebAssembly (webpack's md4 hash).
 * Only this site may frame it.
 */
export const SANDBOX_CONTENT_SECURITY_POLICY = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The security headers of the sandbox document: its own policy, and framing by this site allowed. */
export const SANDBOX_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': SANDBOX_CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'SAMEORIGIN',
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
    ...(file === SANDBOX_DOCUMENT_URL ? SANDBOX_HEADERS : SECURITY_HEADERS),
    'Cache-Control': cacheControlFor(file),
    ...(isPrintableUrl(urlOf(file)) && { 'X-Robots-Tag': PRINTABLE_ROBOTS }),
  };
}
