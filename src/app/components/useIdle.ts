import { useEffect, useState } from 'react';

/**
 * Calls `callback` in the browser's next idle period, at the latest after `timeoutMs` when given;
 * browsers without requestIdleCallback wait `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * False until the browser is first idle after hydration: what a reader does not need at once (the
 * notification bar, the service worker) waits until the page has settled, instead of adding its
 * chunk's download and evaluation to the long tasks of a phone's first seconds. Browsers without
 * requestIdleCallback wait a moment; a busy page waits at most `timeoutMs`.
 */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs, fallbackMs: 200 }), [timeoutMs]);
  return idle;
}
