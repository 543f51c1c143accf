import { lazy, Suspense } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { useIdle } from '../components/useIdle';

const NotificationBar = lazy(() => import(/* webpackChunkName: "notification-bar" */ './NotificationBar'));

/**
 * The notice is a lazy chunk, loaded only in the browser once it is idle after hydration: it
 * depends on local storage, which the prerendered HTML cannot know, and it can wait.
 */
export function LazyNotificationBar() {
  if (!useIdle()) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <NotificationBar />
      </Suspense>
    </ChunkBoundary>
  );
}
