import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';

const ServiceWorker = lazy(() => import(/* webpackChunkName: "service-worker" */ './ServiceWorker'));

/**
 * Registers the service worker after hydration, in production builds and browsers that support
 * it, and shows the update notice when a new version is waiting. Nothing of it is prerendered.
 */
export function LazyServiceWorker() {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(__SERVICE_WORKER__ && 'serviceWorker' in navigator), []);
  if (!supported) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <ServiceWorker />
      </Suspense>
    </ChunkBoundary>
  );
}
