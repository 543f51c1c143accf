import core, { termShards, textShards } from '@generated/search/core';
import { rankIn, resultsOf, rowsOf, type SearchResults } from '../../shared/search';
import type { TextShard } from '../../shared/search-format';
import { SearchIndex } from '../../shared/search-index';
import { expand, missingTermShards } from '../../shared/search-query';

/** Each shard once, however many queries ask for it at the same time; a failed fetch is asked again next time. */
function shardLoader(load: (shard: number) => Promise<void>): (shard: number) => Promise<void> {
  const pending = new Map<number, Promise<void>>();
  return (shard) => {
    let loading = pending.get(shard);
    if (!loading) {
      loading = load(shard).catch((error: unknown) => {
        pending.delete(shard);
        throw error;
      });
      pending.set(shard, loading);
    }
    return loading;
  };
}

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

const index = new SearchIndex(core);
// Hashed files, precached for offline use in the background fill: the worker answers these fetches.
const loadTerms = shardLoader(async (shard) => index.addTermShard(shard, await (await fetched(termShards[shard]!)).text()));
const loadText = shardLoader(async (shard) => index.addTextShard(shard, (await (await fetched(textShards[shard]!)).json()) as TextShard));

/** Results a search returns when its caller names no limit: what rankIn returns by default. */
const DEFAULT_LIMIT = 12;

/**
 * A search over the shipped index: the postings of the query's terms are fetched first; the first
 * `limit` results, once ranked, go to `early` while the text of their snippets is fetched. Every match
 * is ranked (rankIn sorts them all before cutting the list anyway), so `total` counts them all.
 */
export async function search(query: string, limit = DEFAULT_LIMIT, early?: (found: SearchResults) => void): Promise<SearchResults> {
  const terms = expand(index, query);
  await Promise.all(missingTermShards(index, terms).map(loadTerms));
  const all = rankIn(index, query, Infinity, terms);
  const ranked = all.slice(0, limit);
  const texts = [...new Set(ranked.map(({ document }) => index.textShardOf(document)))].filter((shard) => !index.hasTextShard(shard));
  if (texts.length > 0) {
    early?.({ results: rowsOf(index, ranked), total: all.length });
    await Promise.all(texts.map(loadText));
  }
  return { results: resultsOf(index, ranked, query), total: all.length };
}
