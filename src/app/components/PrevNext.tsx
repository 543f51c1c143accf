import type { PageLink } from '../../shared/content';
import './PrevNext.css';

/** Links to the previous and next page in the section's reading order. */
export function PrevNext({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {previous && (
        <a className="prev-next__link prev-next__link--previous" href={previous.url} rel="prev">
          <span className="prev-next__label">Previous</span>
          <span className="prev-next__title">{previous.title}</span>
        </a>
      )}
      {next && (
        <a className="prev-next__link prev-next__link--next" href={next.url} rel="next">
          <span className="prev-next__label">Next</span>
          <span className="prev-next__title">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
