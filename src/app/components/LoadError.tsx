import './LoadError.css';

/** A chunk that failed to load (spec section 8): a page's content by default, or another part of a page. */
export function LoadError({ onRetry, message = 'Error loading content.' }: { onRetry: () => void; message?: string }) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
