import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';

const NotificationBar = lazy(() => import(/* webpackChunkName: "notification-bar" */ './NotificationBar'));

/**
 * The notice is a lazy chunk, loaded only in the browser after hydration: it depends on
 * local storage, which the prerendered HTML cannot know.
 */
export function LazyNotificationBar() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <NotificationBar />
      </Suspense>
    </ChunkBoundary>
  );
}
