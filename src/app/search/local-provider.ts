import type { SearchProvider, SearchResult } from '../../shared/search';

type LocalSearch = (query: string, limit?: number) => SearchResult[];

/**
 * The local index. The documents, and the search library with them, are chunks fetched on first use
 * (and precached for offline use), so neither the page nor the dialog carries them.
 */
export function localProvider(): SearchProvider {
  let loading: Promise<LocalSearch> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import(/* webpackChunkName: "search-index" */ '../../shared/search'),
      import(/* webpackChunkName: "search-index" */ '@generated/search-index'),
    ]).then(
      ([{ indexOf, searchIn }, { default: rows }]): LocalSearch => {
        const index = indexOf(rows);
        return (query, limit) => searchIn(index, query, limit);
      },
      (error: unknown) => {
        // A failed fetch (offline before the chunk was cached) may succeed on the next query.
        loading = undefined;
        throw error;
      },
    ));
  return {
    async search(query, limit) {
      const search = await load();
      return search(query, limit);
    },
  };
}
