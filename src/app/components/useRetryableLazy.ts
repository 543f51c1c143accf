import { lazy, useCallback, useState, type ComponentType } from 'react';

/**
 * React.lazy keeps a failed import for good; this makes a fresh lazy component on `retry`, so a
 * chunk that failed to load (a flaky network) is fetched again.
 */
export function useRetryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [Lazy, setLazy] = useState(() => lazy(load));
  const retry = useCallback(() => setLazy(() => lazy(load)), [load]);
  return [Lazy, retry] as const;
}
