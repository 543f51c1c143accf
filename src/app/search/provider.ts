import { siteConfig } from '../../../site.config';
import type { SearchProvider } from '../../shared/search';
import { docSearchProvider } from './docsearch-provider';
import { localProvider } from './local-provider';

/** The hosted DocSearch index when the site config names one, else the local index. */
export function searchProvider(): SearchProvider {
  const docsearch = siteConfig.search?.docsearch;
  return docsearch ? docSearchProvider(docsearch) : localProvider();
}
