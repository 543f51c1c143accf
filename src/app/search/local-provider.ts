import type { SearchProvider } from '../../shared/search';

type LocalSearch = typeof import('./local-search');

let loading: Promise<LocalSearch> | undefined;

/** The search code with the index's core: one chunk, fetched once for the page's lifetime. */
const load = () =>
  (loading ??= import(/* webpackChunkName: "search-index" */ './local-search').catch((error: unknown) => {
    // A failed fetch (offline before the chunk was cached) may succeed on the next query.
    loading = undefined;
    throw error;
  }));

// `npm run dev` (hot updates; production builds drop this): a content edit replaces the index, and the
// next search loads the new one instead of reloading the page.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('./local-search', () => {
    loading = undefined;
  });
}

/**
 * The local index. Its core (with the search code) is a chunk fetched when the reader turns to search;
 * the shards a query needs follow (all precached for offline use), so neither the page nor the dialog
 * carries them.
 */
export function localProvider(): SearchProvider {
  return {
    prepare() {
      load().catch(() => {});
    },
    async search(query, limit, early) {
      const { search } = await load();
      return search(query, limit, early);
    },
  };
}
