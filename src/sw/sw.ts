/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_URL, SKIP_WAITING } from '../shared/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The build's hashed scripts and styles (every page and sidebar chunk, the search index) and the
// app shell: after one visit every documentation page opens and searches offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Documents always come from the network, so a deploy is visible at once; offline, the app shell
// stands in and the app renders the requested page from precached chunks.
registerRoute(new NavigationRoute(new NetworkOnly()));

// Hashed files left out of the precache (whole-section printable chunks) are kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets' }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
  return Response.error();
});

// A first install takes over the open page at once, so it works offline from the first visit.
// An update waits until the reader accepts it (the update notice posts SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
