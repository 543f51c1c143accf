import { lazy, Suspense } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { useIdle } from '../components/useIdle';

const ServiceWorker = lazy(() => import(/* webpackChunkName: "service-worker" */ './ServiceWorker'));

/**
 * Registers the service worker once the browser is idle after hydration, in production builds and
 * browsers that support it, and shows the update notice when a new version is waiting. Nothing of
 * it is prerendered.
 */
export function LazyServiceWorker() {
  const idle = useIdle();
  if (!idle || !__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <ServiceWorker />
      </Suspense>
    </ChunkBoundary>
  );
}
