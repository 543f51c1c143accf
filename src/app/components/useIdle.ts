import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after hydration: what a reader does not need at once (the
 * notification bar, the service worker) waits until the page has settled, instead of adding its
 * chunk's download and evaluation to the long tasks of a phone's first seconds. Browsers without
 * requestIdleCallback wait a moment; a busy page waits at most `timeoutMs`.
 */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
