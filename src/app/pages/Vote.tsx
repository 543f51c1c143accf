import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { LoadError } from '../components/LoadError';
import { useRetryableLazy } from '../components/useRetryableLazy';
import './Vote.css';

const loadVoteApp = () => import(/* webpackChunkName: "vote-app" */ '../vote/VoteApp');

function Loading() {
  return (
    <p className="vote__status" role="status">
      Loading the voting app…
    </p>
  );
}

/** The vote page: its frame is prerendered, the voting app itself is a chunk that runs only in the browser. */
export function Vote() {
  const [mounted, setMounted] = useState(false);
  const [VoteApp, retry] = useRetryableLazy(loadVoteApp);
  useEffect(() => setMounted(true), []);
  return (
    <div className="vote">
      <h1>Vote</h1>
      <p>
        Help decide what the documentation covers next: you have a budget of votes to spend on the proposals you care
        about most, up or down. Your votes stay in this browser.
      </p>
      {mounted ? (
        <ChunkBoundary
          onRetry={retry}
          fallback={(tryAgain) => <LoadError message="The voting app could not be loaded." onRetry={tryAgain} />}
        >
          <Suspense fallback={<Loading />}>
            <VoteApp />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <Loading />
      )}
    </div>
  );
}
