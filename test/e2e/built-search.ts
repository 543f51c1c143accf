import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shippedSearch, type ShippedSearch } from '../../bench/search-chunk';
import { searchChunkName } from '../../bench/search';
import { paths } from '../../src/builder/paths';
import type { SearchCore } from '../../src/shared/search-format';
import { SearchIndex } from '../../src/shared/search-index';

/** The index's core as the build wrote it into the search-index chunk. */
const index = new SearchIndex(JSON.parse(await readFile(join(paths.generated, 'search/core.json'), 'utf8')) as SearchCore);

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

/** The shipped search-index chunk run in Node against the server at `origin`: what a fresh page's search answers. */
export async function shippedSearchOf(origin: string): Promise<ShippedSearch> {
  const chunk = await searchChunkName(paths.dist);
  if (!chunk) throw new Error('the build has no search-index chunk');
  return shippedSearch(await readFile(join(paths.dist, chunk), 'utf8'), origin);
}
