import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { targetRow, type TargetRow } from './targets';

/** What a reader was after: an option, a task in plain words, a pasted error message, an API name. */
export const QUERY_KINDS = ['option', 'task', 'error', 'api'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

const relevanceQuery = z.strictObject({
  query: z.string().min(1),
  kind: z.enum(QUERY_KINDS),
  /** One to three good answers, best first: a page URL, or page#heading. Scored at page level. */
  expected: z.array(z.string().regex(/^\/[^#]*\/(?:#.+)?$/)).min(1).max(3),
  /** Where the reader's words come from (a question or issue title, a message webpack prints, …). */
  source: z.string().min(1),
});
export type RelevanceQuery = z.infer<typeof relevanceQuery>;

/** The query set: readers' words with their answers, fixed before any ranking was tuned. */
export const QUERIES_FILE = join(import.meta.dirname, 'search-queries.json');

export async function loadQueries(file = QUERIES_FILE): Promise<RelevanceQuery[]> {
  const parsed = z.array(relevanceQuery).safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const seen = new Set<string>();
  for (const { query } of parsed.data) {
    const key = query.toLowerCase();
    if (seen.has(key)) throw new Error(`${file}: the query “${query}” is there twice`);
    seen.add(key);
  }
  return parsed.data;
}

/** Issue 34's targets, over every query. */
export const RELEVANCE_TARGETS = { top3: 0.85, mrr10: 0.75, noResult: 0.02 } as const;

/** How many results count: the first ten pages, as a reader scans them. */
const DEPTH = 10;

export const pageOf = (url: string) => url.split('#')[0]!;

/** Result URLs (sections or pages, best first) as the distinct pages they lead to, in order, the first ten. */
export function rankedPages(urls: readonly string[]): string[] {
  return [...new Set(urls.map(pageOf))].slice(0, DEPTH);
}

export interface RelevanceScores {
  queries: number;
  /** Shares of queries with an expected page first, in the first three, in the first ten. */
  top1: number;
  top3: number;
  top10: number;
  /** Mean reciprocal rank of the first expected page within ten (0 beyond). */
  mrr10: number;
  /** Share of queries with no result at all. */
  noResult: number;
}

/** The position (1-based) of the first expected page among the ranked pages, or undefined when none is in the first ten. */
export function firstHit(query: RelevanceQuery, pages: readonly string[]): number | undefined {
  const wanted = new Set(query.expected.map(pageOf));
  const at = pages.slice(0, DEPTH).findIndex((page) => wanted.has(page));
  return at === -1 ? undefined : at + 1;
}

function scoresOf(pairs: readonly { query: RelevanceQuery; pages: readonly string[] }[]): RelevanceScores {
  const share = (test: (pair: { query: RelevanceQuery; pages: readonly string[] }) => boolean) => pairs.filter(test).length / (pairs.length || 1);
  const within = (rank: number) => share(({ query, pages }) => (firstHit(query, pages) ?? Infinity) <= rank);
  return {
    queries: pairs.length,
    top1: within(1),
    top3: within(3),
    top10: within(DEPTH),
    mrr10: pairs.reduce((total, { query, pages }) => total + 1 / (firstHit(query, pages) ?? Infinity), 0) / (pairs.length || 1),
    noResult: share(({ pages }) => pages.length === 0),
  };
}

/** Scores over all queries and by kind; `answers[at]` holds the ranked pages for `queries[at]`. */
export function scoreRelevance(queries: readonly RelevanceQuery[], answers: readonly (readonly string[])[]): Record<'all' | QueryKind, RelevanceScores> {
  const pairs = queries.map((query, at) => ({ query, pages: answers[at] ?? [] }));
  return {
    all: scoresOf(pairs),
    ...(Object.fromEntries(QUERY_KINDS.map((kind) => [kind, scoresOf(pairs.filter(({ query }) => query.kind === kind))])) as Record<QueryKind, RelevanceScores>),
  };
}

/** An engine's answers to every query: its ranked pages, from `search` (result URLs, best first). */
export async function answersOf(queries: readonly RelevanceQuery[], search: (query: string) => Promise<readonly string[]>): Promise<string[][]> {
  const answers: string[][] = [];
  for (const { query } of queries) answers.push(rankedPages(await search(query)));
  return answers;
}

/** Table rows, one per kind and one for all, for one engine: percentages and MRR as a reader compares them. */
export function relevanceRows(engine: string, scores: Record<'all' | QueryKind, RelevanceScores>): object[] {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return (['all', ...QUERY_KINDS] as const).map((kind) => {
    const { queries, top1, top3, top10, mrr10, noResult } = scores[kind];
    return { engine, kind, queries, top1: percent(top1), top3: percent(top3), top10: percent(top10), 'MRR@10': mrr10.toFixed(3), 'no result': percent(noResult) };
  });
}

/** Both engines' scores on the query set, and the queries ours misses (no expected page in its first three). */
export interface RelevanceFigures {
  ours: Record<'all' | QueryKind, RelevanceScores>;
  pagefind: Record<'all' | QueryKind, RelevanceScores>;
  misses: { query: string; kind: QueryKind; rank: number | undefined; expected: string[]; found: string[] }[];
}

/** Our answers against Pagefind's on the query set, from `search` and `pagefind` (result URLs, best first). */
export async function measureRelevance(
  queries: readonly RelevanceQuery[],
  search: (query: string) => Promise<readonly string[]>,
  pagefind: (query: string) => Promise<readonly string[]>,
): Promise<RelevanceFigures> {
  const ours = await answersOf(queries, search);
  const theirs = await answersOf(queries, pagefind);
  const misses = queries.flatMap(({ query, kind, expected }, at) => {
    const rank = firstHit(queries[at]!, ours[at]!);
    return rank !== undefined && rank <= 3 ? [] : [{ query, kind, rank, expected, found: ours[at]!.slice(0, 3) }];
  });
  return { ours: scoreRelevance(queries, ours), pagefind: scoreRelevance(queries, theirs), misses };
}

/** The targets as rows: over all queries, and ahead of Pagefind (top-3 and MRR@10) on every kind. */
export function relevanceTargetRows({ ours, pagefind }: RelevanceFigures): TargetRow[] {
  const percent = (share: number) => Math.round(share * 1000) / 10;
  const method = 'ours on the query set (bench/search-queries.json), pages ranked by the shipped search chunk';
  return [
    targetRow('top 3', method, percent(ours.all.top3), ' %', percent(RELEVANCE_TARGETS.top3), false),
    targetRow('MRR@10', method, Math.round(ours.all.mrr10 * 1000) / 1000, '', RELEVANCE_TARGETS.mrr10, false),
    targetRow('no result', method, percent(ours.all.noResult), ' %', percent(RELEVANCE_TARGETS.noResult), true),
    ...QUERY_KINDS.flatMap((kind) => [
      targetRow(`${kind}: top 3 against Pagefind`, 'ours, at least Pagefind with Starlight’s ranking', percent(ours[kind].top3), ' %', percent(pagefind[kind].top3), false),
      targetRow(`${kind}: MRR@10 against Pagefind`, 'ours, at least Pagefind with Starlight’s ranking', Math.round(ours[kind].mrr10 * 1000) / 1000, '', Math.round(pagefind[kind].mrr10 * 1000) / 1000, false),
    ]),
  ];
}
