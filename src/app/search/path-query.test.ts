import { describe, expect, it } from 'vitest';
import type { SearchResult, SearchResults } from '../../shared/search';
import { pathQuery, pathWords, suggest, suggestionsOf } from './path-query';

const sections = ['concepts', 'configuration', 'plugins'];
const result = (url: string, page: string, heading = ''): SearchResult => ({ url, section: 'Section', page, heading });

describe('pathWords', () => {
  it('splits at slashes, dashes, underscores, dots and camel case, in lower case', () => {
    expect(pathWords('/guides/hotModule_replacement.html')).toEqual(['guides', 'hot', 'module', 'replacement', 'html']);
    expect(pathWords('/plugins/HTMLWebpackPlugin/')).toEqual(['plugins', 'html', 'webpack', 'plugin']);
    expect(pathWords('/configuration/splitchunks')).toEqual(['configuration', 'splitchunks']);
  });

  it('decodes escapes, and keeps a malformed one as it is', () => {
    expect(pathWords('/concepts/module%20federation/')).toEqual(['concepts', 'module', 'federation']);
    expect(pathWords('/a%E0%A4%A/')).toEqual(['a%e0%a4%a']);
    expect(pathWords('/')).toEqual([]);
  });
});

describe('pathQuery', () => {
  it('leaves out a leading section word when other words follow', () => {
    expect(pathQuery(['configuration', 'splitchunks'], sections)).toEqual(['splitchunks']);
    expect(pathQuery(['plugins'], sections)).toEqual(['plugins']);
    expect(pathQuery(['output', 'configuration'], sections)).toEqual(['output', 'configuration']);
  });
});

describe('suggestionsOf', () => {
  it('keeps each page once, linking to the section the query names, else to the page', () => {
    const results = [
      result('/configuration/optimization/#optimizationsplitchunks', 'Optimization', 'optimization.splitChunks'),
      result('/configuration/optimization/#optimizationsplitchunkscachegroups', 'Optimization', 'optimization.splitChunks.cacheGroups'),
      result('/plugins/terser-webpack-plugin/#html-minifier-terser', 'TerserWebpackPlugin', 'html-minifier-terser'),
      result('/plugins/split-chunks-plugin/', 'SplitChunksPlugin'),
    ];
    expect(suggestionsOf(results, 'splitchunks', 2)).toEqual([
      { url: '/configuration/optimization/#optimizationsplitchunks', section: 'Section', page: 'Optimization', heading: 'optimization.splitChunks' },
      { url: '/plugins/terser-webpack-plugin/', section: 'Section', page: 'TerserWebpackPlugin', heading: '' },
    ]);
  });
});

describe('suggest', () => {
  /** A search over fixed answers that records its queries. */
  const searching = (answers: Record<string, SearchResult[]>) => {
    const asked: string[] = [];
    const search = async (query: string): Promise<SearchResults> => {
      asked.push(query);
      return { results: answers[query] ?? [], total: (answers[query] ?? []).length };
    };
    return { asked, search };
  };

  it('searches the words of the path without its section', async () => {
    const { asked, search } = searching({ terser: [result('/plugins/terser-webpack-plugin/#html-minifier-terser', 'TerserWebpackPlugin', 'html-minifier-terser')] });
    expect(await suggest('/plugins/terser/', sections, search)).toEqual({
      query: 'terser',
      suggestions: [{ url: '/plugins/terser-webpack-plugin/', section: 'Section', page: 'TerserWebpackPlugin', heading: '' }],
    });
    expect(asked).toEqual(['terser']);
  });

  it('when no section holds every word, tries each word, longest first, then the section word', async () => {
    const { asked, search } = searching({
      caching: [result('/guides/caching/', 'Caching')],
      plugins: [result('/plugins/', 'Plugins'), result('/guides/caching/#plugins', 'Caching', 'Plugins')],
    });
    const { query, suggestions } = await suggest('/plugins/long-caching/', sections, search);
    expect(query).toBe('long caching');
    expect(suggestions.map((suggestion) => suggestion.url)).toEqual(['/guides/caching/', '/plugins/']);
    expect(asked).toEqual(['long caching', 'caching', 'long', 'plugins']);
  });

  it('suggests nothing for the home page', async () => {
    const { asked, search } = searching({});
    expect(await suggest('/', sections, search)).toEqual({ query: '', suggestions: [] });
    expect(asked).toEqual([]);
  });
});
