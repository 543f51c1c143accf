import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { LoadError } from './LoadError';
import { useRetryableLazy } from './useRetryableLazy';
import './ClientOnlyApp.css';

/** What an app that runs only in the browser shows until it can. */
export function ClientOnlyLoading({ text }: { text: string }) {
  return (
    <p className="client-only-loading" role="status">
      {text}
    </p>
  );
}

/**
 * An app that runs only in the browser (it depends on local storage or workers): the prerendered HTML
 * and the first client render both show the loading state, and its chunk is requested after hydration.
 * `load` must be a stable function (a module-level one).
 */
export function ClientOnlyApp({ load, loading, failed }: { load: () => Promise<{ default: ComponentType }>; loading: string; failed: string }) {
  const [mounted, setMounted] = useState(false);
  const [App, retry] = useRetryableLazy(load);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <ClientOnlyLoading text={loading} />;
  return (
    <ChunkBoundary onRetry={retry} fallback={(tryAgain) => <LoadError message={failed} onRetry={tryAgain} />}>
      <Suspense fallback={<ClientOnlyLoading text={loading} />}>
        <App />
      </Suspense>
    </ChunkBoundary>
  );
}
