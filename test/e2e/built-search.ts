import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { coreIn, shippedSearch, type ShippedSearch } from '../../bench/search-chunk';
import { searchChunkName } from '../../bench/search';
import { paths } from '../../src/builder/paths';
import { SearchIndex } from '../../src/shared/search-index';

const chunk = await searchChunkName(paths.dist);
if (!chunk) throw new Error('the build has no search-index chunk');
const source = await readFile(join(paths.dist, chunk), 'utf8');
const index = new SearchIndex(coreIn(source));

/** The shipped search-index chunk run in Node against the server at `origin`: what a fresh page's search answers. */
export function shippedSearchOf(origin: string): ShippedSearch {
  return shippedSearch(source, origin);
}

/** The URL of the one section of the built index headed exactly `heading`, as search results link it. */
export function urlOfHeading(heading: string): string {
  const found = Array.from({ length: index.documentCount }, (_, document) => document).filter((document) => index.headingOf(document) === heading);
  if (found.length !== 1) throw new Error(`${found.length} sections headed ${heading} in the built index`);
  return index.urlOf(found[0]!);
}

/** The URL of the one page of the built index titled `title`. */
export function urlOfPage(title: string): string {
  const found = index.core.pages.filter(([, pageTitle]) => pageTitle === title);
  if (found.length !== 1) throw new Error(`${found.length} pages titled ${title} in the built index`);
  return found[0]![0];
}
