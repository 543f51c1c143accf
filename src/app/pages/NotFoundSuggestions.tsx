import { useEffect, useState } from 'react';
import { siteConfig } from '../../../site.config';
import { useRouter } from '../routing/router';
import { localProvider } from '../search/local-provider';
import { openSearch } from '../search/open-search';
import { suggest, type Suggestion } from '../search/path-query';
import './NotFoundSuggestions.css';

const sections = Object.keys(siteConfig.sectionTitles);

/**
 * Pages whose words are those of the missing path, from the local search index (the `search-index`
 * chunk the search dialog loads, and its shards: precached, so this works offline too), and a button
 * that opens the search dialog with those words. Rendered in the browser only, after hydration: the
 * prerendered not-found page stays as it is.
 */
export default function NotFoundSuggestions() {
  const { location } = useRouter();
  const [found, setFound] = useState<{ pathname: string; query: string; suggestions: Suggestion[] }>();

  useEffect(() => {
    const { pathname } = location;
    let current = true;
    const provider = localProvider();
    suggest(pathname, sections, (query, limit) => provider.search(query, limit)).then(
      ({ query, suggestions }) => current && setFound({ pathname, query, suggestions }),
      // No index (offline before it was cached): the page keeps its message and button.
      (error: unknown) => console.warn('No suggestions for the missing page:', error),
    );
    return () => {
      current = false;
    };
  }, [location.pathname]);

  if (!found || found.pathname !== location.pathname || !found.query) return null;
  const { query, suggestions } = found;
  return (
    <section className="not-found-suggestions" aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">Similar pages</h2>
      {suggestions.length === 0 ? (
        <p>No page has the words “{query}”.</p>
      ) : (
        <ul>
          {suggestions.map((suggestion) => (
            <li key={suggestion.url}>
              <a href={suggestion.url}>
                <span className="not-found-suggestions__section">{suggestion.section}</span>
                <span className="not-found-suggestions__title">
                  {suggestion.page}
                  {suggestion.heading && ` › ${suggestion.heading}`}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => openSearch(query)}>
        Search for “{query}”
      </button>
    </section>
  );
}
