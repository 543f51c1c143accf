import { useEffect, useState } from 'react';

/**
 * Counts up: first after `firstDelay` ms, then every `repeatDelay` ms. Stays at 0 while
 * `paused`, so the prerendered first state is what readers who want less motion keep.
 */
export function useTicker(firstDelay: number, repeatDelay: number, paused = false): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (paused) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      setTick((count) => count + 1);
      interval = setInterval(() => setTick((count) => count + 1), repeatDelay);
    }, firstDelay);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [firstDelay, repeatDelay, paused]);
  return tick;
}
