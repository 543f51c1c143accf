import type { SearchIndex } from './search-index';
import { INDEX_FIELDS, tokenize } from './search-terms';

/**
 * How queries match. Headings count most: a query for an option name should land on that option's
 * own heading. The last term matches as a prefix (the reader is still typing it), terms of five
 * letters or more with a fifth of their letters wrong or two neighbouring letters swapped.
 */
export const QUERY_OPTIONS = {
  boost: { heading: 6, code: 3, page: 2, text: 1 } satisfies Record<(typeof INDEX_FIELDS)[number], number>,
  prefix: (at: number, terms: readonly string[]) => at === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : 0),
} as const;

/** How much a match on a term other than the one typed counts: MiniSearch's weights for prefix and fuzzy matches, and ours for synonyms. */
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375, synonym: 0.6 };
const MAX_FUZZY = 6;
const MAX_COMPLETIONS = 100;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * How a document that holds only some of a query's terms ranks: its score times the share of the
 * query it covers (each term weighed by how rare it is) to this power, so that all terms come first,
 * then most. Documents covering less than `minCoverage` of what the best one covers are left out.
 */
const COVERAGE = { power: 3, minCoverage: 0.5 };

/**
 * Words that say how a reader asks, not what about ("how to", "not working", "my"): dropped from a
 * query unless it holds nothing else, so that they never make a query fail or outweigh its subject.
 */
const STOP_WORDS = new Set(
  'a an and are as at be but by can could do does doesn don for from get had has have how i if in into is isn it its me my not of on or our s should so t that the their then there these this to use using vs was we what when where which why will with work working works would you your'.split(' '),
);

/** Indexed terms a query term stands for (a synonym may take several, all of which must occur), and how much a match counts. */
interface Expansion {
  terms: number[];
  weight: number;
}

/** A query term and the indexed terms it matches: itself, longer ones it begins (the last term), near misses, synonyms. */
export interface TermQuery {
  term: string;
  expansions: Expansion[];
}

/** A document a query found: its score, and the indexed terms that matched (for the snippet). */
export interface Match {
  score: number;
  terms: string[];
}

const withoutStopWords = (words: string[], word: (text: string) => string = (text) => text) => {
  const content = words.filter((text) => !STOP_WORDS.has(word(text)));
  return content.length > 0 ? content : words;
};

/** The query's terms that say what it is about: without stop words, unless there is nothing else. */
export const contentWords = (query: string): string[] => withoutStopWords(tokenize(query).filter(Boolean));

/** The query as typed, lower-cased, without its stop words: "what does publicPath do" names `publicpath`. */
export const subjectOf = (query: string): string =>
  withoutStopWords(query.trim().toLowerCase().split(/\s+/), (text) => text.replace(/[^\p{L}\p{N}_$]/gu, '')).join(' ');

/** The words that differ from `term` by one swap of neighbouring letters ("alais" → "alias"). */
function swaps(term: string): string[] {
  const swapped: string[] = [];
  for (let at = 0; at < term.length - 1; at++) {
    if (term[at] !== term[at + 1]) swapped.push(term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2));
  }
  return swapped;
}

/**
 * The indexed words that a term being typed may become, the closest (shortest) first and at most
 * MAX_COMPLETIONS of them: "c" begins thousands, and any document holding one would match.
 */
function completions(index: SearchIndex, term: string): string[] {
  const longer: string[] = [];
  for (const [word] of index.vocabulary.atPrefix(term)) if (word !== term) longer.push(word);
  return longer.length <= MAX_COMPLETIONS ? longer : longer.sort((a, b) => a.length - b.length).slice(0, MAX_COMPLETIONS);
}

/**
 * For each of the query's terms, the phrases the synonym table gives for a phrase of the query it is
 * part of: "hot reload" gives "hot module replacement" and "hmr" to both "hot" and "reload".
 */
function synonymsOf(index: SearchIndex, terms: readonly string[]): string[][] {
  const found = terms.map((): string[] => []);
  for (const [phrase, means] of Object.entries(index.core.synonyms)) {
    const words = phrase.split(' ');
    for (let at = 0; at + words.length <= terms.length; at++) {
      if (words.every((word, offset) => terms[at + offset] === word)) {
        for (let offset = 0; offset < words.length; offset++) found[at + offset]!.push(...means);
      }
    }
  }
  return found;
}

/** The query's terms, each with the indexed terms it matches and their weights. */
export function expand(index: SearchIndex, query: string): TermQuery[] {
  const terms = contentWords(query);
  const synonyms = synonymsOf(index, terms);
  return terms.map((term, at) => {
    const weights = new Map<number, number>();
    const add = (word: string, weight: number) => {
      const number = index.vocabulary.get(word);
      if (number !== undefined && weight > (weights.get(number) ?? 0)) weights.set(number, weight);
    };
    add(term, 1);
    if (QUERY_OPTIONS.prefix(at, terms)) {
      for (const longer of completions(index, term)) {
        const distance = longer.length - term.length;
        add(longer, (WEIGHTS.prefix * longer.length) / (longer.length + 0.3 * distance));
      }
    }
    const fuzzy = QUERY_OPTIONS.fuzzy(term);
    const maxDistance = fuzzy ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : 0;
    if (maxDistance) {
      for (const [other, [, distance]] of index.vocabulary.fuzzyGet(term, maxDistance)) {
        if (distance) add(other, (WEIGHTS.fuzzy * other.length) / (other.length + distance));
      }
      for (const word of swaps(term)) add(word, (WEIGHTS.fuzzy * word.length) / (word.length + 1));
    }
    const expansions = [...weights].map(([term, weight]) => ({ terms: [term], weight }));
    for (const phrase of synonyms[at]!) {
      const numbers = tokenize(phrase).map((word) => index.vocabulary.get(word));
      // The build checks that every term of the table is indexed.
      if (numbers.every((number) => number !== undefined)) expansions.push({ terms: numbers, weight: WEIGHTS.synonym });
    }
    return { term, expansions };
  });
}

/** The postings shards a query's terms need that the index does not hold yet. */
export function missingTermShards(index: SearchIndex, terms: readonly TermQuery[]): number[] {
  const shards = terms.flatMap(({ expansions }) => expansions.flatMap(({ terms }) => terms.map((term) => index.termShardOf(term))));
  return [...new Set(shards)].filter((shard) => !index.hasTermShard(shard));
}

const inverseFrequency = (matching: number, total: number) => Math.log(1 + (total - matching + 0.5) / (matching + 0.5));

const bm25 = (termFrequency: number, matching: number, total: number, fieldLength: number, averageFieldLength: number) =>
  inverseFrequency(matching, total) *
  (BM25.d + (termFrequency * (BM25.k + 1)) / (termFrequency + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / averageFieldLength)));

interface TermMatch {
  score: number;
  words: string[];
}

/** A term's BM25 in each document holding it, summed over the fields, each weighted by its boost. */
function termScores(index: SearchIndex, term: number): Map<number, number> {
  const postings = index.postingsOf(term);
  const scores = new Map<number, number>();
  INDEX_FIELDS.forEach((name, field) => {
    const inField = postings[field];
    if (!inField) return;
    const boost = QUERY_OPTIONS.boost[name];
    const average = index.core.averageFieldLength[field]!;
    inField.documents.forEach((document, at) => {
      const score = boost * bm25(inField.counts[at]!, inField.documents.length, index.documentCount, index.fieldLength(document, field), average);
      scores.set(document, (scores.get(document) ?? 0) + score);
    });
  });
  return scores;
}

/**
 * One query term's matches: for each document, its best expansion's score times the expansion's
 * weight. An expansion of several terms (a synonym's phrase) matches where all occur, with their mean.
 */
function termMatches(index: SearchIndex, { expansions }: TermQuery): Map<number, TermMatch> {
  const results = new Map<number, TermMatch>();
  for (const { terms, weight } of expansions) {
    const [first, ...rest] = terms.map((term) => termScores(index, term));
    const words = terms.map((term) => index.core.terms[term]!);
    for (const [document, score] of first!) {
      let sum = score;
      for (const scores of rest) sum += scores.get(document) ?? NaN;
      const weighted = (weight * sum) / terms.length;
      // NaN (a term of the phrase missing) compares false: no match.
      if (weighted > (results.get(document)?.score ?? 0)) results.set(document, { score: weighted, words });
    }
  }
  return results;
}

/**
 * The share of the other matching sections' scores that a section's page adds to it: a page whose
 * title and several sections match beats a stray sentence elsewhere.
 */
const PAGE_EVIDENCE = 0.3;

/**
 * What a section of a package's README counts against one of our own pages: READMEs are long, repeat
 * the words of every option they pass through, and answer questions about their package only.
 */
const README_PRIOR = 0.5;

interface Found {
  score: number;
  /** The query terms matched, by their place in the query. */
  covers: number[];
  terms: string[];
}

/**
 * The documents matching a query, best first: every document holding any of its terms, scored by
 * BM25, by its page (PAGE_EVIDENCE) and by how much of the query it covers (COVERAGE). Needs the
 * postings of the terms loaded: see missingTermShards.
 */
export function matchQuery(index: SearchIndex, terms: readonly TermQuery[]): { document: number; match: Match }[] {
  const perTerm = terms.filter(({ expansions }) => expansions.length > 0).map((term) => termMatches(index, term));
  // A rare term says more about what the reader wants than a common one.
  const weights = perTerm.map((matches) => inverseFrequency(matches.size, index.documentCount));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const coverage = (covers: readonly number[]) => {
    let covered = 0;
    for (const at of covers) covered += weights[at]!;
    return covered / total;
  };
  const found = new Map<number, Found>();
  perTerm.forEach((matches, at) => {
    for (const [document, { score, words }] of matches) {
      const entry = found.get(document);
      if (!entry) found.set(document, { score, covers: [at], terms: [...words] });
      else {
        entry.score += score;
        entry.covers.push(at);
        for (const word of words) if (!entry.terms.includes(word)) entry.terms.push(word);
      }
    }
  });
  const pageScores = new Map<number, number>();
  for (const [document, { score }] of found) {
    const page = index.pageNumberOf(document);
    pageScores.set(page, (pageScores.get(page) ?? 0) + score);
  }
  const scored = [...found].map(([document, { score, covers, terms }]) => {
    const covered = coverage(covers);
    const page = pageScores.get(index.pageNumberOf(document))!;
    const prior = index.isReadme(document) ? README_PRIOR : 1;
    return { document, covered, match: { score: prior * (score + PAGE_EVIDENCE * (page - score)) * covered ** COVERAGE.power, terms } };
  });
  const best = Math.max(0, ...scored.map(({ covered }) => covered));
  return scored
    .filter(({ covered }) => covered >= best * COVERAGE.minCoverage)
    .map(({ document, match }) => ({ document, match }))
    .sort((a, b) => b.match.score - a.match.score);
}
