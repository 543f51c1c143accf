import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/** One searchable unit: a page's introduction or one of its headings with the text under it. */
export interface SearchDocument {
  id: number;
  /** The page URL, with `#heading` for a section. */
  url: string;
  /** Section title, e.g. "Configuration". */
  section: string;
  page: string;
  /** Empty for the text before the first heading. */
  heading: string;
  text: string;
  /** Identifiers in the section's code, space-separated: `splitChunks output.publicPath`. */
  code: string;
}

/** A document as shipped to the browser: url, section, page, heading, text, code. */
export type SearchRow = [string, string, string, string, string, string];

export function fromRow([url, section, page, heading, text, code]: SearchRow, id: number): SearchDocument {
  return { id, url, section, page, heading, text, code };
}

/** The index over the shipped documents, built the same way in the browser and in the tests. */
export function indexOf(rows: readonly SearchRow[]): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  search.addAll(rows.map(fromRow));
  return search;
}

/** A hit as the search box shows it. */
export interface SearchResult {
  url: string;
  section: string;
  page: string;
  heading: string;
  /** Text around the first match, split so the match can be marked. */
  snippet: { before: string; match: string; after: string };
}

/** Where results come from: the local index, or a hosted DocSearch index. */
export interface SearchProvider {
  search(query: string, limit?: number): Promise<SearchResult[]>;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;

/**
 * Words of a text, lowercased. Dotted identifiers are kept whole and also split, so
 * `output.publicPath` is found by `output.publicpath`, `output` and `publicpath`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(/[\p{L}\p{N}_$]+(?:[.-][\p{L}\p{N}_$]+)*/gu)) {
    const lower = word.toLowerCase();
    tokens.push(lower);
    if (/[.-]/.test(lower)) tokens.push(...lower.split(/[.-]/).filter(Boolean));
  }
  return tokens;
}

/** Identifiers worth finding by name: dotted paths and camelCase or PascalCase names. */
export function codeIdentifiers(code: string): string[] {
  return [...new Set([...code.matchAll(IDENTIFIER)].map(([name]) => name).filter((name) => name.includes('.') || /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name)))];
}

/** Index options, the same when the build writes the index and when the app loads it. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['heading', 'code', 'page', 'text'],
  storeFields: ['url', 'section', 'page', 'heading', 'text'],
  tokenize,
};

/** Headings count most: a query for an option name should land on that option's own heading. */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { heading: 6, code: 3, page: 2, text: 1 },
  prefix: (term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'AND',
};

type StoredDocument = Pick<SearchDocument, 'url' | 'section' | 'page' | 'heading' | 'text'>;

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
 * 2 exactly; 1 by its last segment (`splitChunks` names `optimization.splitChunks`) or with one typo
 * in a word long enough for fuzzy matching; 0 not at all.
 */
export function nameRank(name: string, query: string): number {
  const full = normalised(name);
  const wanted = normalised(query);
  if (full === wanted) return 2;
  const last = /\s/.test(full) ? full : full.slice(full.lastIndexOf('.') + 1);
  if (last === wanted) return 1;
  return wanted.length >= 5 && (oneEditApart(full, wanted) || oneEditApart(last, wanted)) ? 1 : 0;
}

/**
 * Results for a query, best first. Sections named like the query lead whatever their score: a search
 * for `output` or `module` means that option, not the long flag table that mentions every option. A
 * page titled exactly like the query leads them all: "Getting Started" means that guide, not the
 * "Getting Started" section of every package README.
 */
export function searchIn(index: MiniSearch<SearchDocument>, query: string, limit = 12): SearchResult[] {
  const terms = tokenize(query);
  const hits = index.search(query, QUERY_OPTIONS).map((hit) => {
    const document = hit as unknown as StoredDocument;
    const rank = nameRank(document.heading || document.page, query);
    return { hit, document, rank: rank === 2 && !document.heading ? 3 : rank };
  });
  // Within a rank, each page's best section comes before any page's second one, so that one long page
  // (a README that mentions "HMR" in every section) cannot fill the top of the list. Sorting is stable:
  // otherwise the score still decides.
  const seen = new Map<string, number>();
  const ranked = hits.map((entry) => {
    const page = entry.document.url.split('#')[0]!;
    const repeat = seen.get(page) ?? 0;
    seen.set(page, repeat + 1);
    return { ...entry, repeat };
  });
  ranked.sort((a, b) => b.rank - a.rank || a.repeat - b.repeat);
  return ranked.slice(0, limit).map(({ hit, document }) => ({
    url: document.url,
    section: document.section,
    page: document.page,
    heading: document.heading,
    snippet: snippetOf(document.text, [...hit.terms, ...terms]),
  }));
}

/** The text around the first place a query term occurs, for the result list. */
export function snippetOf(text: string, terms: string[], width = 120): SearchResult['snippet'] {
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
