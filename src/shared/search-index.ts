import SearchableMap from 'minisearch/SearchableMap';
import { decodePostings, shardOf, slugOf, type SearchCore, type TermPostings, type TextShard } from './search-format';

/**
 * The shipped index in memory: the core, and whichever postings and text shards have been loaded.
 * Asking for postings or text whose shard is not loaded is a bug of the caller, and throws.
 */
export class SearchIndex {
  /** Term → its number in `core.terms`, for exact, prefix and fuzzy lookups (MiniSearch's own radix tree). */
  readonly vocabulary = new SearchableMap<number>();
  private readonly postings = new Map<number, TermPostings>();
  private readonly loadedTerms = new Set<number>();
  private readonly texts = new Map<number, TextShard>();
  private readonly readmes: Set<number>;

  constructor(readonly core: SearchCore) {
    core.terms.forEach((term, at) => this.vocabulary.set(term, at));
    this.readmes = new Set(core.readmePages);
  }

  get documentCount(): number {
    return this.core.documentCount;
  }

  termShardOf(term: number): number {
    return shardOf(this.core.termShards, term);
  }

  hasTermShard(shard: number): boolean {
    return this.loadedTerms.has(shard);
  }

  addTermShard(shard: number, text: string): void {
    const first = this.core.termShards[shard]!;
    decodePostings(text).forEach((postings, at) => this.postings.set(first + at, postings));
    this.loadedTerms.add(shard);
  }

  postingsOf(term: number): TermPostings {
    const postings = this.postings.get(term);
    if (!postings) throw new Error(`the postings of “${this.core.terms[term]}” are not loaded (shard ${this.termShardOf(term)})`);
    return postings;
  }

  fieldLength(document: number, field: number): number {
    return this.core.fieldLengths[document * this.core.averageFieldLength.length + field]!;
  }

  textShardOf(document: number): number {
    return shardOf(this.core.textShards, document);
  }

  hasTextShard(shard: number): boolean {
    return this.texts.has(shard);
  }

  addTextShard(shard: number, texts: TextShard): void {
    this.texts.set(shard, texts);
  }

  textOf(document: number): string {
    const shard = this.textShardOf(document);
    const texts = this.texts.get(shard);
    if (!texts) throw new Error(`the text of document ${document} is not loaded (shard ${shard})`);
    return texts[document - this.core.textShards[shard]!]!;
  }

  /** The document's URL: its page's, with `#anchor` for a section. */
  urlOf(document: number): string {
    const anchor = this.core.anchors[document] ?? slugOf(this.headingOf(document));
    const [url] = this.pageOf(document);
    return anchor ? `${url}#${anchor}` : url;
  }

  headingOf(document: number): string {
    return this.core.headings[document]!;
  }

  pageNumberOf(document: number): number {
    return shardOf(this.core.pageStarts, document);
  }

  /** Whether the document's page is a package's README. */
  isReadme(document: number): boolean {
    return this.readmes.has(this.pageNumberOf(document));
  }

  /** The page a document belongs to: URL, title, section index. */
  pageOf(document: number): SearchCore['pages'][number] {
    return this.core.pages[this.pageNumberOf(document)]!;
  }

  sectionTitle(section: number): string {
    return this.core.sections[section]!;
  }
}
