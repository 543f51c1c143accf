import { lazy, Suspense, type ComponentType } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { useIdle } from './useIdle';

/**
 * A component from a lazy chunk, loaded only in the browser once it is idle after hydration (and
 * `wanted`, when given, says yes): for what the prerendered HTML cannot show and a reader does not need
 * at once, so its code is neither in the first load nor among a phone's first long tasks.
 */
export function lazyWhenIdle(load: () => Promise<{ default: ComponentType }>, wanted = () => true): ComponentType {
  const Loaded = lazy(load);
  return function WhenIdle() {
    const idle = useIdle();
    if (!idle || !wanted()) return null;
    return (
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
