import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { siteConfig } from '../../../site.config';
import { encodePostings, slugOf, type SearchCore, type TermPostings, type TextShard } from '../../shared/search-format';
import { SearchIndex } from '../../shared/search-index';
import { INDEX_FIELDS, tokenize, type SearchDocument } from '../../shared/search-terms';
import { sectionOf } from '../../shared/urls';
import type { ContentIndex } from '../content/content-index';
import { readJsonFile, writeJsonFile } from '../json-file';
import { paths } from '../paths';
import { hashOfFiles } from '../source-hash';
import { contentAsset } from '../content/content-asset';
import { NO_SYNONYMS, shippedSynonyms, type SynonymTable } from './synonyms';

/** Postings per shard, in characters: a few kB compressed, so that a query fetches little beyond its own terms. */
const TERM_SHARD_CHARS = 4_000;
/** Text per shard, in characters: the results of a query come from a dozen places, each fetching about this much. */
const TEXT_SHARD_CHARS = 6_000;

/** Every page's sections as search documents, in path order. */
export function searchDocuments(index: ContentIndex): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of index.pages) {
    const section = sectionOf(page.entry.url);
    for (const part of page.sections) {
      documents.push({
        id: documents.length,
        url: part.id ? `${page.entry.url}#${part.id}` : page.entry.url,
        section: siteConfig.sectionTitles[section] ?? page.entry.title,
        page: page.entry.title,
        heading: part.heading,
        text: part.text,
        code: part.code,
        readme: page.entry.package !== undefined,
      });
    }
  }
  return documents;
}

/** Consecutive items cut into groups of about `size` (by `sizeOf`); the index of each group's first item. */
function cut<T>(items: readonly T[], sizeOf: (item: T) => number, size: number): number[] {
  const starts: number[] = [];
  let filled = size;
  items.forEach((item, at) => {
    if (filled >= size) {
      starts.push(at);
      filled = 0;
    }
    filled += sizeOf(item);
  });
  return starts;
}

const slices = <T>(items: readonly T[], starts: readonly number[]) => starts.map((start, at) => items.slice(start, starts[at + 1] ?? items.length));

export interface SearchFiles {
  core: SearchCore;
  /** Each postings shard's text (encodePostings). */
  termShards: string[];
  textShards: TextShard[];
}

/** Each term's count per field and document (documents by position), and each field's length in each document. */
interface TermCounts {
  terms: Map<string, Map<number, Map<number, number>>>;
  fieldLength: number[][];
  averageFieldLength: number[];
}

/**
 * What MiniSearch computes with INDEX_OPTIONS, for which the queries score as MiniSearch does: a field's
 * length is its number of distinct terms, and the average is MiniSearch's running one, operation for
 * operation, so that the floats are the same. MiniSearch itself kept the terms in a radix tree that
 * the build never searches: most of the index's time, on the content step's last, single-threaded stretch.
 */
function countTerms(documents: readonly SearchDocument[]): TermCounts {
  const terms: TermCounts['terms'] = new Map();
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  documents.forEach((document, id) => {
    const lengths: number[] = [];
    INDEX_FIELDS.forEach((name, field) => {
      const tokens = tokenize(document[name]);
      lengths[field] = new Set(tokens).size;
      averageFieldLength[field] = ((averageFieldLength[field] || 0) * id + lengths[field]) / (id + 1);
      for (const token of tokens) {
        let fields = terms.get(token);
        if (!fields) terms.set(token, (fields = new Map()));
        let counts = fields.get(field);
        if (!counts) fields.set(field, (counts = new Map()));
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    });
    fieldLength.push(lengths);
  });
  return { terms, fieldLength, averageFieldLength };
}

/**
 * The index, with the terms and lengths MiniSearch computes for the options the queries assume
 * (countTerms), split into the files the browser loads: the core, and the postings and the text in
 * shards (src/shared/search-format.ts).
 */
export function searchFiles(documents: readonly SearchDocument[], synonyms = NO_SYNONYMS): SearchFiles {
  if (documents.some((document, at) => document.id !== at)) throw new Error('search documents are numbered by their position');
  const { terms, fieldLength, averageFieldLength } = countTerms(documents);
  const sorted = [...terms].sort(([a], [b]) => (a < b ? -1 : 1));
  const postings = sorted.map(([, fields]): TermPostings => {
    const byField: TermPostings = [];
    for (const [field, counts] of fields) byField[field] = { documents: [...counts.keys()], counts: [...counts.values()] };
    return byField;
  });
  const termStarts = cut(postings, (term) => encodePostings([term]).length + 1, TERM_SHARD_CHARS);
  const textStarts = cut(documents, (document) => document.text.length, TEXT_SHARD_CHARS);

  const pages: SearchCore['pages'] = [];
  const pageStarts: number[] = [];
  const readmePages: number[] = [];
  const sections: string[] = [];
  documents.forEach((document, at) => {
    const url = document.url.split('#')[0]!;
    if (pages.at(-1)?.[0] === url) return;
    if (!sections.includes(document.section)) sections.push(document.section);
    if (document.readme) readmePages.push(pages.length);
    pages.push([url, document.page, sections.indexOf(document.section)]);
    pageStarts.push(at);
  });

  return {
    core: {
      documentCount: documents.length,
      averageFieldLength,
      terms: sorted.map(([term]) => term),
      termShards: termStarts,
      pages,
      pageStarts,
      readmePages,
      sections,
      headings: documents.map((document) => document.heading),
      anchors: Object.fromEntries(
        documents.map((document) => [document.id, document.url.split('#')[1] ?? ''] as const).filter(([id, anchor]) => anchor !== slugOf(documents[id]!.heading)),
      ),
      fieldLengths: fieldLength.flat(),
      textShards: textStarts,
      synonyms: shippedSynonyms(synonyms, (term) => terms.has(term)),
    },
    termShards: slices(postings, termStarts).map(encodePostings),
    textShards: slices(documents, textStarts).map((shard) => shard.map(({ text }) => text)),
  };
}

/** The shards' files, named as content assets (`assets/search/search-terms-0.1234abcd.txt`), beside the core. */
const termFile = (shard: number, text: string) => contentAsset(`search/search-terms-${shard}.txt`, text);
const textFile = (shard: number, text: string) => contentAsset(`search/search-text-${shard}.json`, text);

/**
 * The index as files: `search/core.js`, a module of the search-index chunk, loaded as the reader turns
 * to search, with the core (`search/core.json`) and the URLs of the shards, content assets of their
 * own (not chunks: the runtime every page loads would list each one), fetched as queries need them.
 */
export function searchIndexModules(documents: readonly SearchDocument[], synonyms?: SynonymTable): Record<string, string> {
  const { core, termShards, textShards } = searchFiles(documents, synonyms);
  const terms = termShards.map((shard, at) => ({ ...termFile(at, shard), text: shard }));
  const texts = textShards.map((shard) => JSON.stringify(shard)).map((text, at) => ({ ...textFile(at, text), text }));
  const urls = (files: { url: string }[]) => JSON.stringify(files.map(({ url }) => url));
  return {
    // As JSON, which webpack ships as `JSON.parse('…')`: quicker for V8 than an object literal this size.
    'search/core.json': JSON.stringify(core),
    'search/core.js': [
      "export { default } from './core.json';",
      `export const termShards = ${urls(terms)};`,
      `export const textShards = ${urls(texts)};`,
      '',
    ].join('\n'),
    ...Object.fromEntries([...terms, ...texts].map(({ file, text }) => [file, text])),
  };
}

/** Makes the search index's modules (searchIndexModules), here or in another thread. */
export type SearchIndexBuilder = (documents: readonly SearchDocument[], synonyms: SynonymTable) => Promise<Record<string, string>>;

/** What the search files are made with, besides the documents. */
const SEARCH_CODE = ['src/builder/search', 'src/builder/content/content-asset.ts', 'src/shared', 'site.config.ts', 'package-lock.json'];

/**
 * `searchIndexModules`, kept in `.cache/search-index.json` by a hash of the documents, the synonyms and the code
 * that indexes them: building the index is the largest part of a warm content step (0.7 of 2.2 s for
 * our pages), and most builds change no text.
 */
export async function cachedSearchIndexModules(
  index: ContentIndex,
  synonyms: SynonymTable,
  {
    file = join(paths.cache, 'search-index.json'),
    build = async (documents, table) => searchIndexModules(documents, table),
  }: {
    file?: string;
    /** Builds the modules the cache does not have (default: in this thread; the dev server's runs in a worker). */
    build?: SearchIndexBuilder;
  } = {},
): Promise<Record<string, string>> {
  const documents = searchDocuments(index);
  const key = createHash('sha256')
    .update(await hashOfFiles(paths.root, SEARCH_CODE))
    .update(JSON.stringify(documents))
    .update(JSON.stringify(synonyms))
    .digest('hex');
  const saved = await readJsonFile<{ key: string; modules: Record<string, string> }>(file);
  if (saved?.key === key) return saved.modules;
  const modules = await build(documents, synonyms);
  await writeJsonFile(file, { key, modules });
  return modules;
}

/** The index with every shard loaded, as the tests and the benchmark search it. */
export function loadedIndex({ core, termShards, textShards }: SearchFiles): SearchIndex {
  const index = new SearchIndex(core);
  termShards.forEach((shard, at) => index.addTermShard(at, shard));
  textShards.forEach((shard, at) => index.addTextShard(at, shard));
  return index;
}
