import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SearchResult, SearchResults } from '../../shared/search';
import { useRouter } from '../routing/router';
import { searchProvider } from './provider';
import './SearchDialog.css';

/** Results listed at first; "Show all" lists the rest. */
export const RESULTS_SHOWN = 12;

const optionId = (at: number) => `search-result-${at}`;
const SHOW_ALL_ID = 'search-show-all';

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

/** A click the browser should handle itself: another button, or a modifier that opens a tab or window. */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Fetches what the first search needs: called as the reader moves toward the search button. */
export function prepareSearch(): void {
  searchProvider().prepare?.();
}

/**
 * The search dialog: a combobox over a listbox whose options are links to the results. Arrow keys move
 * through them, Enter opens one client-side (Ctrl/Cmd+Enter in a new tab), a plain click does the same,
 * and any other click is the browser's (a new tab, a new window, its menu). Escape closes, and the
 * browser returns focus to where it was. When more matched than the list shows, its last option lists
 * them all. Reopened, the dialog keeps the query, selected, so typing replaces it; `request` types a
 * query in (see openSearch).
 */
export default function SearchDialog({ open, request, onClose }: { open: boolean; request?: { query: string } | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const provider = useMemo(searchProvider, []);
  const { navigate } = useRouter();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [total, setTotal] = useState(0);
  /** Whether the list holds every result (or is asking for them). */
  const [all, setAll] = useState<'no' | 'loading' | 'yes'>('no');
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  /** Bumped to select the field's text once the render it asks for is on screen. */
  const [selectField, setSelectField] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) provider.prepare?.();
    if (open && !element.open) {
      element.showModal();
      // At once, not after another render: the field already holds the last query, and a reader (or a
      // test) typing right after opening must not have the selection land under their new text.
      input.current?.select();
    }
    if (!open && element.open) element.close();
  }, [open, provider]);

  useEffect(() => {
    if (selectField > 0) input.current?.select();
  }, [selectField]);

  // Opened with a query (openSearch): typed in for the reader, and selected like any reopened query.
  useEffect(() => {
    if (!request) return;
    run(request.query);
    setSelectField((count) => count + 1);
    // Each request once (a new object each time), whatever else changed.
  }, [request]);

  const more = all !== 'yes' && total > results.length;
  const options = results.length + (more ? 1 : 0);
  const activeId = active < results.length ? optionId(active) : more ? SHOW_ALL_ID : undefined;

  // The active option follows the arrow keys, so keep it in view in a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, results]);

  /** Searches for `text`: its first results, or with `everything` all of them, keeping the active option. */
  const run = (text: string, everything = false) => {
    const asked = ++latest.current;
    if (!everything) {
      setQuery(text);
      setAll('no');
    }
    if (text.trim() === '') {
      setResults([]);
      setTotal(0);
      setStatus({ state: 'idle' });
      return;
    }
    if (everything) setAll('loading');
    else setStatus((current) => (current.state === 'done' ? current : { state: 'loading' }));
    // Early results (no snippets yet) are usable at once; the complete ones keep the selection.
    let shown = everything;
    const show = (found: SearchResults) => {
      if (asked !== latest.current) return;
      if (everything) {
        // The whole list's early rows have no snippets yet: the rows already shown keep theirs.
        setResults((current) => {
          const snippets = new Map(current.map((result) => [result.url, result.snippet]));
          return found.results.map((result) => ({ ...result, snippet: result.snippet ?? snippets.get(result.url) }));
        });
      } else setResults(found.results);
      setTotal(found.total);
      if (everything) setAll('yes');
      if (!shown) setActive(0);
      shown = true;
      setStatus({ state: 'done', query: text, count: found.total });
    };
    const failed = () => {
      if (asked !== latest.current) return;
      setStatus({ state: 'failed' });
      if (everything) setAll('no');
    };
    provider.search(text, everything ? Math.max(total, RESULTS_SHOWN) : RESULTS_SHOWN, show).then(show, failed);
  };

  const openResult = (result: SearchResult) => {
    onClose();
    navigate(result.url);
  };

  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => {
    // The browser opens the link elsewhere; the dialog stays.
    if (isModifiedClick(event)) return;
    event.preventDefault();
    openResult(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options) % options);
    } else if (event.key === 'Escape') {
      // Closed here rather than by the browser, whose close event comes a task later: a shortcut
      // pressed in between would find the dialog still open and do nothing.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[active];
      if (result && (event.ctrlKey || event.metaKey)) window.open(result.url, '_blank', 'noopener');
      else if (result) openResult(result);
      else if (more && all === 'no') run(query, true);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label="Search the documentation"
      // The close event comes a task after the dialog closed: by then it may be open again (Escape, then
      // Ctrl+K at once), and that late event must not close it.
      onClose={() => dialog.current?.open || onClose()}
    >
      <div className="search-dialog__field">
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label="Search the documentation"
          aria-expanded={options > 0}
          aria-controls="search-results"
          aria-autocomplete="list"
          aria-activedescendant={options > 0 ? activeId : undefined}
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
        aria-busy={all === 'loading' || results.some((result) => !result.snippet)}
        className="search-dialog__results"
        // A press on "Show all" or between the rows would take focus from the field (links hand it back).
        onMouseDown={(event) => {
          if (!(event.target as Element).closest('a')) event.preventDefault();
        }}
      >
        {results.map((result, at) => (
          <li key={result.url} role="none">
            <a
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              href={result.url}
              // Options are reached with the arrow keys from the field, not with Tab.
              tabIndex={-1}
              className="search-dialog__result"
              onMouseMove={() => setActive(at)}
              // A pressed link takes focus; the keys work in the field, so focus goes back there.
              onFocus={() => input.current?.focus()}
              onClick={(event) => onResultClick(event, result)}
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
            </a>
          </li>
        ))}
        {more && (
          <li
            id={SHOW_ALL_ID}
            role="option"
            aria-selected={active === results.length}
            className="search-dialog__result search-dialog__show-all"
            onMouseMove={() => setActive(results.length)}
            onClick={() => all === 'no' && run(query, true)}
          >
            {all === 'loading' ? `Loading all ${total} results…` : `Show all ${total} results`}
          </li>
        )}
      </ul>
    </dialog>
  );
}
