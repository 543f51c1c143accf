import { siteConfig } from '../../../site.config';
import type { SearchProvider } from '../../shared/search';
import { docSearchProvider } from './docsearch-provider';
import { localProvider } from './local-provider';

let provider: SearchProvider | undefined;

/** The hosted DocSearch index when the site config names one, else the local index; one per page, so what it loaded serves every search. */
export function searchProvider(): SearchProvider {
  const docsearch = siteConfig.search?.docsearch;
  return (provider ??= docsearch ? docSearchProvider(docsearch) : localProvider());
}
