/** The event that asks the header's search to open its dialog with a query typed in. */
export const OPEN_SEARCH_EVENT = 'webpack-docs:open-search';

/**
 * Opens the search dialog with `query` in its field, as if the reader had typed it: for parts of
 * the page that are not the header (the not-found page's suggestions). The header's `Search` listens.
 */
export function openSearch(query: string): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}
