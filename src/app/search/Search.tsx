import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { OPEN_SEARCH_EVENT } from './open-search';
import './Search.css';

const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
const SearchDialog = lazy(loadDialog);

/** As the pointer reaches the button or focus does: the dialog and the index start loading before the click. */
const prepare = () => {
  loadDialog().then(({ prepareSearch }) => prepareSearch(), () => {});
};

/** Whether a key press belongs to a field the reader is typing in, where `/` is just a slash. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The header's search button and the keyboard shortcuts `/` and Ctrl/Cmd+K; other parts of the page
 * open it with a query through `openSearch`. The dialog, the index and the search library are chunks
 * loaded on first use.
 */
export function Search() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // A new object for every request, so the same query asked twice is typed in again.
  const [request, setRequest] = useState<{ query: string }>();
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const onOpen = (event: Event) => {
      setRequest({ query: String((event as CustomEvent<unknown>).detail ?? '') });
      show();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
  }, [show]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target))) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);
  return (
    <>
      <button
        type="button"
        className="icon-button search-button"
        aria-label="Search"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <kbd className="search-button__key" aria-hidden="true">/</kbd>
      </button>
      {used && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <SearchDialog open={open} request={request} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
