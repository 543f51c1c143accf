/**
 * The search index as the build ships it, in three kinds of files: the core, loaded first, holds what
 * matching and ranking need for every document (the terms, the names, the field lengths); the postings
 * of the terms are cut into shards of neighbouring terms, and the text shown in snippets into shards of
 * neighbouring documents, each fetched when a query or a result needs it. Documents are numbered in
 * path order, so a page's documents are consecutive.
 */
export interface SearchCore {
  documentCount: number;
  /** Each field's average length in unique terms, as MiniSearch computes it, in INDEX_FIELDS order. */
  averageFieldLength: number[];
  /** Every indexed term, sorted. */
  terms: string[];
  /** The index (into `terms`) of each postings shard's first term. */
  termShards: number[];
  /** Each page: its URL, its title and its section's index in `sections`. */
  pages: [url: string, title: string, section: number][];
  /** The number of each page's first document. */
  pageStarts: number[];
  /** The pages rendered from an npm package's README, by number. */
  readmePages: number[];
  /** Section titles, e.g. "Configuration". */
  sections: string[];
  /** Each document's heading, empty for a page's introduction. */
  headings: string[];
  /**
   * The anchors (on their page) of the documents whose anchor is not slugOf(heading): results link to
   * their place before their text arrives, and most anchors are their heading's slug.
   */
  anchors: Record<number, string>;
  /** Each document's field lengths (unique terms), INDEX_FIELDS.length numbers per document. */
  fieldLengths: number[];
  /** The number of each text shard's first document. */
  textShards: number[];
  /** A phrase readers type (its terms, without stop words, joined by spaces) → phrases the pages use for it. */
  synonyms: Record<string, string[]>;
}

/** A term's postings in one field: the documents holding it, ascending, and how often each does. */
export interface FieldPostings {
  documents: number[];
  counts: number[];
}

/** A term's postings, by field index (in INDEX_FIELDS order); a field without the term is absent. */
export type TermPostings = (FieldPostings | undefined)[];

/** One shard of text: per document from its first one, its text. */
export type TextShard = string[];

/** A heading's anchor as GitHub (and the markdown pipeline, mostly) makes it; an introduction's is empty. */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Which shard holds item `at`, given each shard's first item, ascending. */
export function shardOf(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A shard's postings as text, one line per term: per field `field:documents`, the documents as
 * base-36 gaps from the one before, `*count` after a document holding the term more than once.
 * Gzip and Brotli compress these digits far better than the numbers of a JSON array.
 */
export function encodePostings(terms: readonly TermPostings[]): string {
  return terms
    .map((fields) =>
      fields
        .flatMap((postings, field) => {
          if (!postings) return [];
          let previous = 0;
          const entries = postings.documents.map((document, at) => {
            const gap = (document - previous).toString(36);
            previous = document;
            const count = postings.counts[at]!;
            return count > 1 ? `${gap}*${count.toString(36)}` : gap;
          });
          return [`${field}:${entries.join(',')}`];
        })
        .join(';'),
    )
    .join('\n');
}

export function decodePostings(text: string): TermPostings[] {
  return text.split('\n').map((line) => {
    const fields: TermPostings = [];
    for (const part of line.split(';')) {
      const colon = part.indexOf(':');
      const documents: number[] = [];
      const counts: number[] = [];
      let previous = 0;
      for (const entry of part.slice(colon + 1).split(',')) {
        const star = entry.indexOf('*');
        previous += parseInt(star === -1 ? entry : entry.slice(0, star), 36);
        documents.push(previous);
        counts.push(star === -1 ? 1 : parseInt(entry.slice(star + 1), 36));
      }
      fields[Number(part.slice(0, colon))] = { documents, counts };
    }
    return fields;
  });
}
