import type { SearchIndex } from './search-index';
import { INDEX_FIELDS, tokenize } from './search-terms';

/**
 * How queries match, with MiniSearch's meaning: the last term matches as a prefix, terms of five
 * letters or more with a fifth of their letters wrong, and every term must match (AND). Headings
 * count most: a query for an option name should land on that option's own heading.
 */
export const QUERY_OPTIONS = {
  boost: { heading: 6, code: 3, page: 2, text: 1 } satisfies Record<(typeof INDEX_FIELDS)[number], number>,
  prefix: (at: number, terms: readonly string[]) => at === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : 0),
} as const;

/** MiniSearch's defaults for what QUERY_OPTIONS leaves out. */
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };
const MAX_FUZZY = 6;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** An indexed term a query term stands for, and how much a match on it counts. */
interface Expansion {
  term: number;
  weight: number;
}

/** A query term and the indexed terms it matches: itself, longer ones it begins (the last term), near misses. */
export interface TermQuery {
  term: string;
  expansions: Expansion[];
}

/** A document a query found: its score, and the indexed terms that matched (for the snippet). */
export interface Match {
  score: number;
  terms: string[];
}

/** The query's terms, each with the indexed terms it matches and their weights, as MiniSearch weighs them. */
export function expand(index: SearchIndex, query: string): TermQuery[] {
  const terms = tokenize(query).map((term) => term.toLowerCase()).filter(Boolean);
  return terms.map((term, at) => {
    const expansions: Expansion[] = [];
    const exact = index.vocabulary.get(term);
    if (exact !== undefined) expansions.push({ term: exact, weight: 1 });
    const fuzzy = QUERY_OPTIONS.fuzzy(term);
    const maxDistance = fuzzy ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : 0;
    const near = maxDistance ? index.vocabulary.fuzzyGet(term, maxDistance) : undefined;
    if (QUERY_OPTIONS.prefix(at, terms)) {
      for (const [longer, number] of index.vocabulary.atPrefix(term)) {
        const distance = longer.length - term.length;
        if (!distance) continue;
        // A prefix match always counts as one, even when it is also a near miss.
        near?.delete(longer);
        expansions.push({ term: number, weight: (WEIGHTS.prefix * longer.length) / (longer.length + 0.3 * distance) });
      }
    }
    for (const [other, [number, distance]] of near ?? []) {
      if (distance) expansions.push({ term: number, weight: (WEIGHTS.fuzzy * other.length) / (other.length + distance) });
    }
    return { term, expansions };
  });
}

/** The postings shards a query's terms need that the index does not hold yet. */
export function missingTermShards(index: SearchIndex, terms: readonly TermQuery[]): number[] {
  const shards = terms.flatMap(({ expansions }) => expansions.map(({ term }) => index.termShardOf(term)));
  return [...new Set(shards)].filter((shard) => !index.hasTermShard(shard));
}

const bm25 = (termFrequency: number, matching: number, total: number, fieldLength: number, averageFieldLength: number) => {
  const inverseFrequency = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return inverseFrequency * (BM25.d + (termFrequency * (BM25.k + 1)) / (termFrequency + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / averageFieldLength)));
};

interface Scored {
  score: number;
  /** Query terms matched, for MiniSearch's quality factor. */
  sources: string[];
  /** Indexed terms matched, in the order they matched. */
  terms: string[];
}

/** One query term's matches: BM25 per field, weighted by the field's boost and the expansion's weight. */
function termMatches(index: SearchIndex, { term: source, expansions }: TermQuery): Map<number, Scored> {
  const results = new Map<number, Scored>();
  for (const { term, weight } of expansions) {
    const postings = index.postingsOf(term);
    const word = index.core.terms[term]!;
    INDEX_FIELDS.forEach((name, field) => {
      const inField = postings[field];
      if (!inField) return;
      const boost = QUERY_OPTIONS.boost[name];
      const average = index.core.averageFieldLength[field]!;
      inField.documents.forEach((document, at) => {
        const score = weight * boost * bm25(inField.counts[at]!, inField.documents.length, index.documentCount, index.fieldLength(document, field), average);
        const found = results.get(document);
        if (!found) results.set(document, { score, sources: [source], terms: [word] });
        else {
          found.score += score;
          if (!found.sources.includes(source)) found.sources.push(source);
          if (!found.terms.includes(word)) found.terms.push(word);
        }
      });
    });
  }
  return results;
}

/** Documents holding every term of the query (MiniSearch's AND), in the later term's order. */
function both(a: Map<number, Scored>, b: Map<number, Scored>): Map<number, Scored> {
  const combined = new Map<number, Scored>();
  for (const [document, later] of b) {
    const earlier = a.get(document);
    if (!earlier) continue;
    for (const source of later.sources) if (!earlier.sources.includes(source)) earlier.sources.push(source);
    for (const term of later.terms) if (!earlier.terms.includes(term)) earlier.terms.push(term);
    combined.set(document, { score: earlier.score + later.score, sources: earlier.sources, terms: earlier.terms });
  }
  return combined;
}

/**
 * The documents matching a query, best first, scored as MiniSearch scores them with QUERY_OPTIONS
 * (src/builder/search/search-index.test.ts compares the two, and the index with MiniSearch's). Needs the postings of the terms loaded: see missingTermShards.
 */
export function matchQuery(index: SearchIndex, terms: readonly TermQuery[]): { document: number; match: Match }[] {
  const perTerm = terms.map((termQuery) => termMatches(index, termQuery));
  if (perTerm.length === 0) return [];
  const combined = perTerm.reduce(both);
  return [...combined]
    .map(([document, { score, sources, terms }]) => ({ document, match: { score: score * (sources.length || 1), terms } }))
    .sort((a, b) => b.match.score - a.match.score);
}
