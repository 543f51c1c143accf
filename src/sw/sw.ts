/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_URL, FILL, FILL_BATCH_SIZE, SKIP_WAITING, type FillReply, type PrecacheEntry } from '../shared/offline';
import { PLAYGROUND_COMPILER_CACHE } from '../shared/playground';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

// The build's precache list (src/builder/webpack/precache-parts.ts): the app core (the entry's
// scripts and styles, the lazy pieces every page mounts, the app shell) is downloaded at install;
// the entries marked `fill` (page, sidebar and body chunks, the search index) are downloaded later,
// a batch at a time, when an open page is idle and asks for them (src/app/offline/fill.ts). Both
// go into the one precache, which serves whatever it holds; on activation Workbox deletes what
// the new list no longer names, so the cache always matches the deployed build.
const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest.map(({ url, revision }) => ({ url, revision })));
/** The precache's entries by part, each as its absolute URL and the key it is cached under. */
const filled = new Set(manifest.filter((entry) => entry.fill).map((entry) => new URL(entry.url, self.location.href).href));
const entries = [...precache.getURLsToCacheKeys()];
const core = entries.filter(([url]) => !filled.has(url));
const fill = entries.filter(([url]) => filled.has(url));
/** Revisioned entries (the app shell) bypass the HTTP cache, as Workbox's own install does; hashed files need not. */
const requestFor = (url: string, cacheKey: string) => new Request(url, { cache: cacheKey === url ? 'default' : 'reload', credentials: 'same-origin' });

self.addEventListener('install', (event) => {
  // Workbox's install step, over the core entries only: each is fetched and cached (or kept, when an
  // earlier version cached it under the same key), and any failure fails the install.
  event.waitUntil(
    Promise.all(core.map(([url, cacheKey]) => Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request: requestFor(url, cacheKey), event })))),
  );
});
self.addEventListener('activate', precache.activate);
cleanupOutdatedCaches();

/** Fill files being downloaded: two tabs asking at once do not fetch a file twice. */
const downloading = new Set<string>();

/** Stores a fill file's response under its key, unless a newer worker has taken over and cleaned the cache for its build. */
async function keep(cache: Cache, cacheKey: string, response: Response): Promise<void> {
  if ((self.serviceWorker as ServiceWorker | undefined)?.state === 'redundant') return;
  await cache.put(cacheKey, response);
}

async function download(cache: Cache, url: string, cacheKey: string): Promise<void> {
  downloading.add(cacheKey);
  try {
    const response = await fetch(requestFor(url, cacheKey));
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await keep(cache, cacheKey, response);
  } finally {
    downloading.delete(cacheKey);
  }
}

/** Downloads up to `size` fill files not cached yet; a failed one is left for a later batch or visit. */
async function fillBatch(size: number): Promise<FillReply> {
  const cache = await caches.open(precache.strategy.cacheName);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  const missing = fill.filter(([, cacheKey]) => !cached.has(cacheKey) && !downloading.has(cacheKey));
  const batch = missing.slice(0, size);
  const results = await Promise.allSettled(batch.map(([url, cacheKey]) => download(cache, url, cacheKey)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  return { fetched: batch.length - failed, failed, remaining: missing.length - batch.length + failed };
}

/** Fill files by URL, each with its cache key. */
const fillKeys = new Map(fill);

// A fill file a page asks for before its batch has come is kept as it passes: whatever a reader has
// opened (the playground's chunks and its sandboxed documents, say) works offline at once.
registerRoute(
  ({ url }) => fillKeys.has(url.href),
  async ({ url, event }) => {
    const cacheKey = fillKeys.get(url.href)!;
    const cache = await caches.open(precache.strategy.cacheName);
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    const response = await fetch(requestFor(url.href, cacheKey));
    if (response.ok) event.waitUntil(keep(cache, cacheKey, response.clone()));
    return response;
  },
);

// The other precached files are answered from the cache.
registerRoute(new PrecacheRoute(precache));

// The playground's compiler (a few MB, named by its hash), which its page fetches, is kept at run time
// once used, never in the install or the fill; only the newest one is kept. (Its sandboxed documents are
// small fill files: they sandbox themselves by their policy, so their frames' navigations come here.)
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/playground/'),
  new CacheFirst({
    cacheName: PLAYGROUND_COMPILER_CACHE,
    plugins: [
      {
        cacheDidUpdate: async ({ cacheName, request }) => {
          const cache = await caches.open(cacheName);
          await Promise.all((await cache.keys()).filter((key) => key.url !== request.url).map((key) => cache.delete(key)));
        },
      },
    ],
  }),
);

// Documents always come from the network, so a deploy is visible at once; offline, the app shell
// stands in and the app renders the requested page from precached chunks.
registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  // Only for a tab's page: a frame is never given the app (the site's pages refuse to be framed anyway).
  if (request.mode === 'navigate' && request.destination === 'document') return (await precache.matchPrecache(APP_SHELL_URL)) ?? Response.error();
  return Response.error();
});

// A first install takes over the open page at once, so it works offline from the first visit.
// An update waits until the reader accepts it (the update notice posts SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; size?: number } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === FILL) {
    const [port] = event.ports;
    const size = Math.min(Math.max(1, data.size ?? FILL_BATCH_SIZE), 16);
    event.waitUntil(
      fillBatch(size).then(
        (reply) => port?.postMessage(reply),
        () => port?.postMessage({ fetched: 0, failed: 1, remaining: fill.length } satisfies FillReply),
      ),
    );
  }
});
