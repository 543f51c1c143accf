import { indexOf, QUERY_OPTIONS, snippetOf, tokenize, type SearchDocument, type SearchProvider, type SearchResult } from '../../shared/search';

/** The local index: the documents chunk is fetched on first use (and precached for offline use). */
export function localProvider(): SearchProvider {
  let index: Promise<ReturnType<typeof indexOf>> | undefined;
  const load = () =>
    (index ??= import(/* webpackChunkName: "search-index" */ '@generated/search-index').then(
      (module) => indexOf(module.default),
      (error: unknown) => {
        index = undefined;
        throw error;
      },
    ));
  return {
    async search(query, limit = 12) {
      const search = await load();
      const terms = tokenize(query);
      return search
        .search(query, QUERY_OPTIONS)
        .slice(0, limit)
        .map((hit): SearchResult => {
          const document = hit as unknown as SearchDocument;
          return {
            url: document.url,
            section: document.section,
            page: document.page,
            heading: document.heading,
            snippet: snippetOf(document.text, [...hit.terms, ...terms]),
          };
        });
    },
  };
}
