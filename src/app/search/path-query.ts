import { nameRank, type SearchResult, type SearchResults } from '../../shared/search';

/** Words of a path at most: a longer one is not a mistyped page address. */
const MAX_WORDS = 8;

/**
 * The words of a path, lower case: split at `/`, `-`, `_`, `.` and camel case (`/guides/hotModule_replacement.html`
 * → guides, hot, module, replacement, html).
 */
export function pathWords(pathname: string): string[] {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the words as they are.
  }
  return path
    .split(/[/\-_.\s]+/)
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .map((word) => word.toLowerCase())
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * What to search for a missing page: its path's words, without a leading section name when other
 * words follow. Searching "configuration splitchunks" asks for sections that hold both words, while
 * most mistyped addresses name the page in their last words (`/configuration/splitchunks`). Over every
 * page of the site mistyped four ways (first word of the slug only, last letter dropped, dashes
 * dropped, two letters swapped: 602 paths), `suggest` put the page first for 226 paths instead of 153
 * with the section word dropped, and among the five for 389 instead of 348.
 */
export function pathQuery(words: readonly string[], sections: readonly string[]): string[] {
  return words.length > 1 && sections.includes(words[0]!) ? words.slice(1) : [...words];
}

/** A page suggested for a missing one: where to link, and what to call it. */
export interface Suggestion {
  url: string;
  section: string;
  page: string;
  /** The section of the page the link leads to, or empty for the page itself. */
  heading: string;
}

/**
 * One suggestion per page, best first, from search results: a page's best result leads to its section
 * when the query names that section's heading (`splitchunks` → optimization.splitChunks), else to the
 * top of the page (`terser` → TerserWebpackPlugin, not its section that mentions html-minifier-terser).
 */
export function suggestionsOf(results: readonly SearchResult[], query: string, max = 5, after: readonly Suggestion[] = []): Suggestion[] {
  const suggestions = [...after];
  const pages = new Set(after.map((suggestion) => suggestion.url.split('#')[0]));
  for (const { url, section, page, heading } of results) {
    if (suggestions.length >= max) break;
    const pageUrl = url.split('#')[0]!;
    if (pages.has(pageUrl)) continue;
    pages.add(pageUrl);
    suggestions.push(heading && nameRank(heading, query) > 0 ? { url, section, page, heading } : { url: pageUrl, section, page, heading: '' });
  }
  return suggestions;
}

/** Results asked for per search: enough for five pages when a page has several sections that match. */
const RESULTS_PER_SEARCH = 30;

/**
 * Pages to suggest for a missing path, and the query they were searched with: the path's words
 * (pathQuery); when no section holds them all, each word on its own, longest first, then the section
 * word left out, until there are `max` pages. (Without that fallback, 355 of the 602 mistyped paths
 * above had their page among the five: one misspelt word no longer hides the others.)
 */
export async function suggest(
  pathname: string,
  sections: readonly string[],
  search: (query: string, limit: number) => Promise<SearchResults>,
  max = 5,
): Promise<{ query: string; suggestions: Suggestion[] }> {
  const all = pathWords(pathname);
  const words = pathQuery(all, sections);
  const query = words.join(' ');
  if (!query) return { query, suggestions: [] };
  let suggestions = suggestionsOf((await search(query, RESULTS_PER_SEARCH)).results, query, max);
  if (suggestions.length > 0) return { query, suggestions };
  const alone = [...new Set(words)].sort((a, b) => b.length - a.length);
  const fallback = [...(words.length > 1 ? alone : []), ...all.slice(0, all.length - words.length)];
  for (const word of fallback) {
    if (suggestions.length >= max) break;
    suggestions = suggestionsOf((await search(word, RESULTS_PER_SEARCH)).results, word, max, suggestions);
  }
  return { query, suggestions };
}
