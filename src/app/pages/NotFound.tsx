import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import './NotFound.css';

// Its own chunk, which loads the search's: no other page's first load carries either.
const NotFoundSuggestions = lazy(() => import(/* webpackChunkName: "not-found-suggestions" */ './NotFoundSuggestions'));

export function NotFound() {
  // The suggestions come after hydration: the prerendered page (for crawlers, with status 404) has none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <a className="button button--primary" href="/">
        Go to Homepage
      </a>
      {mounted && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <NotFoundSuggestions />
          </Suspense>
        </ChunkBoundary>
      )}
    </div>
  );
}
