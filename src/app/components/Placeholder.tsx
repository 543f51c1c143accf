import './Placeholder.css';

/** Shown while a page's chunk is on its way. */
export function Placeholder() {
  return (
    <div className="placeholder" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <div className="placeholder__line placeholder__line--title" />
      {[1, 2, 3, 4, 5].map((line) => (
        <div key={line} className="placeholder__line" />
      ))}
    </div>
  );
}
