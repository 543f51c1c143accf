import core, { termShards, textShards } from '@generated/search/core';
import { rankIn, resultsOf, rowsOf, type SearchResult } from '../../shared/search';
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

/**
 * A search over the shipped index: the postings of the query's terms are fetched first; the results,
 * once ranked, go to `early` while the text of their snippets is fetched.
 */
export async function search(query: string, limit?: number, early?: (results: SearchResult[]) => void): Promise<SearchResult[]> {
  const terms = expand(index, query);
  await Promise.all(missingTermShards(index, terms).map(loadTerms));
  const ranked = rankIn(index, query, limit, terms);
  const texts = [...new Set(ranked.map(({ document }) => index.textShardOf(document)))].filter((shard) => !index.hasTextShard(shard));
  if (texts.length > 0) {
    early?.(rowsOf(index, ranked));
    await Promise.all(texts.map(loadText));
  }
  return resultsOf(index, ranked, query);
}
