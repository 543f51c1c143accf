import { siteConfig } from '../../../site.config';
import type { SearchDocument, SearchRow } from '../../shared/search';
import { sectionOf } from '../../shared/urls';
import type { ContentIndex } from '../content/content-index';

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
      });
    }
  }
  return documents;
}

/**
 * The documents as a module for webpack: a lazy chunk, loaded on the first search, from which the
 * browser builds the index. Half the bytes of a serialised index, for a few hundred milliseconds
 * of work once; rows instead of objects save the repeated keys.
 */
export function searchIndexModule(index: ContentIndex): string {
  const rows: SearchRow[] = searchDocuments(index).map(({ url, section, page, heading, text, code }) => [url, section, page, heading, text, code]);
  return `export default ${JSON.stringify(rows)};\n`;
}
