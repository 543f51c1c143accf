import type { SearchProvider, SearchResult, Snippet } from '../../shared/search';

/** Algolia answers at most this many hits per request. */
const MAX_HITS_PER_PAGE = 1000;

export interface DocSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

interface DocSearchHit {
  url: string;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string | null>;
  content?: string | null;
  _snippetResult?: { content?: { value: string } };
}

/** Algolia marks matches with <em>; the first one becomes the snippet's match. */
function snippetOf(value: string | undefined): Snippet {
  const match = /^(.*?)<em>(.*?)<\/em>(.*)$/s.exec(value ?? '');
  const plain = (text: string) => text.replace(/<\/?em>/g, '');
  return match ? { before: plain(match[1]!), match: match[2]!, after: plain(match[3]!) } : { before: plain(value ?? ''), match: '', after: '' };
}

/** A hosted DocSearch index, queried through Algolia's search API, with results on this site's paths and its `nbHits` as the total. */
export function docSearchProvider(config: DocSearchConfig, fetcher: typeof fetch = fetch): SearchProvider {
  const endpoint = `https://${config.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query`;
  return {
    async search(query, limit = 12) {
      const response = await fetcher(endpoint, {
        method: 'POST',
        headers: { 'X-Algolia-Application-Id': config.appId, 'X-Algolia-API-Key': config.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, hitsPerPage: Math.min(limit, MAX_HITS_PER_PAGE), attributesToSnippet: ['content:20'] }),
      });
      if (!response.ok) throw new Error(`DocSearch answered ${response.status}`);
      const { hits, nbHits } = (await response.json()) as { hits: DocSearchHit[]; nbHits?: number };
      // DocSearch keeps a record per paragraph: one result per heading is enough, the best one.
      const results = new Map<string, SearchResult>();
      for (const hit of hits) {
        const url = new URL(hit.url);
        const path = `${url.pathname}${url.hash}`;
        if (results.has(path)) continue;
        const levels = [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter((level): level is string => Boolean(level));
        results.set(path, {
          url: path,
          section: hit.hierarchy.lvl0 ?? '',
          page: levels[0] ?? '',
          heading: levels.length > 1 ? levels.at(-1)! : '',
          snippet: snippetOf(hit._snippetResult?.content?.value ?? hit.content ?? undefined),
        });
      }
      // Algolia counts its records (paragraphs), so the total can be more than the headings listed.
      return { results: [...results.values()], total: Math.max(nbHits ?? 0, results.size) };
    },
  };
}
