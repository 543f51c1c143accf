import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

// InjectManifest replaces self.__WB_MANIFEST with the list of webpack's assets.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
