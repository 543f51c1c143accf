import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { LoadError } from '../components/LoadError';
import { useRetryableLazy } from '../components/useRetryableLazy';
import './LazyVoteApp.css';

const loadVoteApp = () => import(/* webpackChunkName: "vote-app" */ './VoteApp');

function Loading() {
  return (
    <p className="vote-loading" role="status">
      Loading the voting app…
    </p>
  );
}

/**
 * The voting app runs only in the browser: it depends on local storage, so the prerendered HTML and
 * the first client render both show the loading state, and the chunk is requested after hydration.
 */
export function LazyVoteApp() {
  const [mounted, setMounted] = useState(false);
  const [VoteApp, retry] = useRetryableLazy(loadVoteApp);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Loading />;
  return (
    <ChunkBoundary onRetry={retry} fallback={(tryAgain) => <LoadError message="The voting app could not be loaded." onRetry={tryAgain} />}>
      <Suspense fallback={<Loading />}>
        <VoteApp />
      </Suspense>
    </ChunkBoundary>
  );
}
