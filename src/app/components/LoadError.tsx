import './LoadError.css';

/** A page chunk that failed to load (spec section 8). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>Error loading content.</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
