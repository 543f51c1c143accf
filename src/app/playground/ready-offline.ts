import { PLAYGROUND_COMPILER_CACHE, RUN_DOCUMENT_URL } from '../../shared/playground';

/**
 * Readies the playground for use offline as far as this browser allows, and says whether it is
 * ready: a service worker controls the page (it keeps the app and the sandboxed documents as they
 * pass, src/sw/sw.ts) and its cache holds the compiler at `compilerUrl`, the one part kept at run time only.
 */
export async function readyOffline(compilerUrl: string): Promise<boolean> {
  if (!navigator.serviceWorker?.controller || typeof caches === 'undefined') return false;
  // The run frame loads only when the Run tab opens: asked for now, it passes the worker, which keeps it.
  await fetch(RUN_DOCUMENT_URL);
  const cache = await caches.open(PLAYGROUND_COMPILER_CACHE);
  return (await cache.match(new URL(compilerUrl, location.href).href)) !== undefined;
}
