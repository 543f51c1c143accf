import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchResult, SearchResults } from '../../shared/search';
import { useRouter } from '../routing/router';
import { searchProvider } from './provider';
import './SearchDialog.css';

const optionId = (at: number) => `search-result-${at}`;

type Status = { state: 'idle' } | { state: 'loading' } | { state: 'done'; query: string; count: number } | { state: 'failed' };

function announce(status: Status): string {
  switch (status.state) {
    case 'idle':
      return 'Type to search the documentation.';
    case 'loading':
      return 'Loading search index…';
    case 'failed':
      return 'Search is not available right now.';
    case 'done':
      return status.count === 0
        ? `No results for “${status.query}”`
        : `${status.count} result${status.count === 1 ? '' : 's'} for “${status.query}”`;
  }
}

/** Fetches what the first search needs: called as the reader moves toward the search button. */
export function prepareSearch(): void {
  searchProvider().prepare?.();
}

/**
 * The search dialog: a combobox over a list of results. Arrow keys move through the results,
 * Enter opens one, Escape closes (the browser then returns focus to the search button).
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const provider = useMemo(searchProvider, []);
  const { navigate } = useRouter();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) provider.prepare?.();
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, provider]);

  // The active option follows the arrow keys, so keep it in view in a long list.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, results]);

  const run = (text: string) => {
    setQuery(text);
    const asked = ++latest.current;
    if (text.trim() === '') {
      setResults([]);
      setStatus({ state: 'idle' });
      return;
    }
    setStatus((current) => (current.state === 'done' ? current : { state: 'loading' }));
    // Early results (no snippets yet) are usable at once; the complete ones keep the selection.
    let shown = false;
    const show = ({ results: found, total }: SearchResults) => {
      if (asked !== latest.current) return;
      setResults(found);
      if (!shown) setActive(0);
      shown = true;
      setStatus({ state: 'done', query: text, count: total });
    };
    provider.search(text, undefined, show).then(show, () => asked === latest.current && setStatus({ state: 'failed' }));
  };

  const openResult = (result: SearchResult | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[active]);
    }
  };

  return (
    <dialog ref={dialog} className="search-dialog" aria-label="Search the documentation" onClose={onClose}>
      <div className="search-dialog__field">
        <input
          type="text"
          role="combobox"
          aria-label="Search the documentation"
          aria-expanded={results.length > 0}
          aria-controls="search-results"
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          placeholder="Search the documentation"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => run(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button search-dialog__close" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="search-dialog__status" role="status">
        {announce(status)}
      </p>
      <ul
        id="search-results"
        role="listbox"
        aria-label="Results"
        aria-busy={results.some((result) => !result.snippet)}
        className="search-dialog__results"
      >
        {results.map((result, at) => (
          <li
            key={result.url}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            className="search-dialog__result"
            onMouseMove={() => setActive(at)}
            onClick={() => openResult(result)}
          >
            <span className="search-dialog__section">{result.section}</span>
            <span className="search-dialog__title">
              {result.page}
              {result.heading && ` › ${result.heading}`}
            </span>
            <span className="search-dialog__snippet">
              {result.snippet?.before}
              {result.snippet?.match && <mark>{result.snippet.match}</mark>}
              {result.snippet?.after}
            </span>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
