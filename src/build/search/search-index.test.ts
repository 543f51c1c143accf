import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { indexOf, QUERY_OPTIONS, snippetOf, tokenize, type SearchDocument, type SearchRow } from '../../shared/search';
import { buildContentIndex } from '../content/content-index';
import { paths } from '../paths';
import { searchIndexModule } from './search-index';

const content = await buildContentIndex({ root: paths.content });
const module = searchIndexModule(content);
// The app builds exactly this, from the rows of the module.
const search = indexOf(JSON.parse(module.slice('export default '.length, -2)) as SearchRow[]);
const first = (query: string) => search.search(query, QUERY_OPTIONS)[0] as unknown as SearchDocument | undefined;

describe('the search index over the real content', () => {
  it('finds an option by name on its own heading first', () => {
    expect(first('splitChunks')?.url).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(first('output.publicPath')?.url).toBe('/configuration/output/#outputpublicpath');
  });

  it('finds package pages, code identifiers, typos and prefixes', () => {
    expect(first('HtmlWebpackPlugin')?.url).toMatch(/^\/plugins\/html-webpack-plugin\//);
    expect(first('optimization.splitch')?.url).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(first('splitChunsk')?.url).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(search.search('module federation', QUERY_OPTIONS).length).toBeGreaterThan(0);
  });

  it('gives every result what the list shows', () => {
    for (const result of search.search('cache', QUERY_OPTIONS).slice(0, 20)) {
      expect(result.url).toMatch(/^\//);
      expect(result.section).toBeTruthy();
      expect(result.page).toBeTruthy();
    }
    const size = gzipSync(module).length;
    console.log(`search index: ${(module.length / 1000).toFixed(0)} kB raw, ${(size / 1000).toFixed(0)} kB gzip, ${search.documentCount} sections`);
    expect(size).toBeLessThan(400_000);
  });
});

describe('tokenize and snippetOf', () => {
  it('keeps dotted identifiers whole and split', () => {
    expect(tokenize('Set output.publicPath to /assets/.')).toEqual(['set', 'output.publicpath', 'output', 'publicpath', 'to', 'assets']);
  });

  it('cuts a window around the first match', () => {
    const text = `${'a '.repeat(100)}the splitChunks option ${'b '.repeat(100)}`;
    const snippet = snippetOf(text, ['splitchunks'], 40);
    expect(snippet.match).toBe('splitChunks');
    expect(snippet.before.startsWith('…')).toBe(true);
    expect(snippet.after.endsWith('…')).toBe(true);
    expect(snippet.before.length + snippet.match.length + snippet.after.length).toBeLessThanOrEqual(42);
    expect(snippetOf('no match here', ['zzz'])).toEqual({ before: 'no match here', match: '', after: '' });
  });
});
