import type { SearchIndex } from './search-index';
import { expand, matchQuery, subjectOf, type Match, type TermQuery } from './search-query';
import { tokenize } from './search-terms';

/** Text around the first match, split so the match can be marked. */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

/** A hit as the search box shows it. */
export interface SearchResult {
  url: string;
  section: string;
  page: string;
  heading: string;
  /** Absent in early results, while the text it comes from is on its way. */
  snippet?: Snippet;
}

/** The first results for a query, and how many matched in all. */
export interface SearchResults {
  results: SearchResult[];
  total: number;
}

/** Where results come from: the local index, or a hosted DocSearch index. */
export interface SearchProvider {
  /**
   * At most `limit` results best first, with their snippets, and the number of all matches. `early`,
   * when given, may get the same before, without snippets, as soon as they are ranked: each already
   * links to its place.
   */
  search(query: string, limit?: number, early?: (found: SearchResults) => void): Promise<SearchResults>;
  /** Starts fetching what the first search needs, as the reader turns to search. */
  prepare?(): void;
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether one insertion, deletion, substitution or swap of neighbouring letters turns one word into the other. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const rest = (offsetA: number, offsetB: number) => a.slice(at + offsetA) === b.slice(at + offsetB);
  if (a.length !== b.length) return a.length > b.length ? rest(1, 0) : rest(0, 1);
  const swapped = a[at] === b[at + 1] && a[at + 1] === b[at] && rest(2, 2);
  return rest(1, 1) || swapped;
}

/**
 * How well a section's name (its heading, or the page title for an introduction) names the query:
 * 2 exactly or by its last segment (`publicPath` names `output.publicPath` as much as another
 * `publicPath` heading); 1 with one typo in a word long enough for fuzzy matching; 0 not at all.
 */
export function nameRank(name: string, query: string): number {
  return normalisedNameRank(normalised(name), normalised(query));
}

function normalisedNameRank(full: string, wanted: string): number {
  const last = /\s/.test(full) ? full : full.slice(full.lastIndexOf('.') + 1);
  if (full === wanted || last === wanted) return 2;
  return wanted.length >= 5 && (oneEditApart(full, wanted) || oneEditApart(last, wanted)) ? 1 : 0;
}

const namesOf = new WeakMap<SearchIndex, string[]>();

/** Each document's name (its heading, or its page's title for an introduction) normalised, as queries first need it: a query for "o" ranks thousands. */
function normalisedNames(index: SearchIndex): string[] {
  let names = namesOf.get(index);
  if (!names) namesOf.set(index, (names = []));
  return names;
}

/** A document found by a query, in its final place. */
export interface Ranked {
  document: number;
  match: Match;
}

/**
 * Documents for a query, best first. Sections named like the query lead whatever their score: a search
 * for `output` or `module` means that option, not the long flag table that mentions every option. A
 * page titled exactly like the query leads them all: "Getting Started" means that guide, not the
 * "Getting Started" section of every package README. Needs the postings of the query's terms loaded
 * (`terms`, when the caller expanded the query already to see which).
 */
export function rankIn(index: SearchIndex, query: string, limit = 12, terms: readonly TermQuery[] = expand(index, query)): Ranked[] {
  // As typed ("with a callback" is a heading), or less surely without its stop words ("what is publicPath").
  const typed = normalised(query);
  const subject = subjectOf(query);
  const names = normalisedNames(index);
  const hits = matchQuery(index, terms).map(({ document, match }) => {
    const name = (names[document] ??= normalised(index.headingOf(document) || index.pageOf(document)[1]));
    const rank = normalisedNameRank(name, typed) || (subject === typed ? 0 : Math.min(1, normalisedNameRank(name, subject)));
    return { document, match, rank: rank === 2 && !index.headingOf(document) ? 3 : rank };
  });
  // Within a rank, each page's best section comes before any page's second one, so that one long page
  // (a README that mentions "HMR" in every section) cannot fill the top of the list. Sorting is stable:
  // otherwise the score still decides.
  const seen = new Map<number, number>();
  const ranked = hits.map((entry) => {
    const page = index.pageNumberOf(entry.document);
    const repeat = seen.get(page) ?? 0;
    seen.set(page, repeat + 1);
    return { ...entry, repeat };
  });
  ranked.sort((a, b) => b.rank - a.rank || a.repeat - b.repeat);
  return ranked.slice(0, limit).map(({ document, match }) => ({ document, match }));
}

/** Ranked documents as the search box shows them, without snippets: all the core knows. */
export function rowsOf(index: SearchIndex, ranked: readonly Ranked[]): SearchResult[] {
  return ranked.map(({ document }) => {
    const [, page, section] = index.pageOf(document);
    return { url: index.urlOf(document), section: index.sectionTitle(section), page, heading: index.headingOf(document) };
  });
}

/** Ranked documents as the search box shows them, with snippets. Needs their text loaded. */
export function resultsOf(index: SearchIndex, ranked: readonly Ranked[], query: string): Required<SearchResult>[] {
  const terms = tokenize(query);
  const rows = rowsOf(index, ranked);
  return ranked.map(({ document, match }, at) => ({ ...rows[at]!, snippet: snippetOf(index.textOf(document), [...match.terms, ...terms]) }));
}

/** Results for a query, best first, from an index with every shard loaded (the tests and the benchmark). */
export function searchIn(index: SearchIndex, query: string, limit = 12): Required<SearchResult>[] {
  return resultsOf(index, rankIn(index, query, limit), query);
}

/** The text around the first place a query term occurs, for the result list. */
export function snippetOf(text: string, terms: string[], width = 120): Snippet {
  const lower = text.toLowerCase();
  let at = -1;
  let length = 0;
  for (const term of terms) {
    const found = lower.indexOf(term.toLowerCase());
    if (found !== -1 && (at === -1 || found < at)) {
      at = found;
      length = term.length;
    }
  }
  if (at === -1) return { before: text.slice(0, width).trimEnd() + (text.length > width ? '…' : ''), match: '', after: '' };
  const start = Math.max(0, at - Math.floor((width - length) / 2));
  const end = Math.min(text.length, start + width);
  return {
    before: (start > 0 ? '…' : '') + text.slice(start, at),
    match: text.slice(at, at + length),
    after: text.slice(at + length, end) + (end < text.length ? '…' : ''),
  };
}
