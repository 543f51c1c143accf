import { lazyWhenIdle } from '../components/lazyWhenIdle';

/**
 * Registers the service worker once the browser is idle after hydration, in production builds and
 * browsers that support it, and shows the update notice when a new version is waiting. Nothing of
 * it is prerendered.
 */
export const LazyServiceWorker = lazyWhenIdle(
  () => import(/* webpackChunkName: "service-worker" */ './ServiceWorker'),
  () => __SERVICE_WORKER__ && 'serviceWorker' in navigator,
);
