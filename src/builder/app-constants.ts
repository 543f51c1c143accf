import { webpackVersion } from './reference/webpack-surface';

/**
 * Constants the app reads (declared in src/app/globals.d.ts), for webpack's DefinePlugin (the client)
 * and esbuild's `define` (the prerender): whether a service worker exists, and which webpack release
 * the documentation describes (the installed one). No build id: it would change the entry, and with it
 * every document, on any change to the sources (new-deploy.ts compares the entry's scripts instead).
 */
export function appConstants(serviceWorker: boolean): Record<string, string> {
  return { __SERVICE_WORKER__: JSON.stringify(serviceWorker), __WEBPACK_VERSION__: JSON.stringify(webpackVersion()) };
}
