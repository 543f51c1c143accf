// The build writes the search index into `.generated/search/` and its shards into `.generated/assets/search/` (src/builder/search/search-index.ts).
declare module '@generated/search/core' {
  import type { SearchCore } from '../../shared/search-format';
  const core: SearchCore;
  export default core;
  /** Each postings shard's URL: text as encodePostings writes it. */
  export const termShards: string[];
  /** Each text shard's URL: a TextShard as JSON. */
  export const textShards: string[];
}
