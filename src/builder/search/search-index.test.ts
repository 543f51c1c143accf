import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { indexOf, nameRank, oneEditApart, searchIn, snippetOf, tokenize, type SearchRow } from '../../shared/search';
import { buildContentIndex } from '../content/content-index';
import { renderMarkdown } from '../markdown/render';
import { paths } from '../paths';
import { searchDocuments, searchIndexModule } from './search-index';

const content = await buildContentIndex({ root: paths.content });
const module = searchIndexModule(content);
// The app builds exactly this, from the rows of the module.
const index = indexOf(JSON.parse(module.slice('export default '.length, -2)) as SearchRow[]);
const first = (query: string) => searchIn(index, query)[0]?.url;

describe('the search index over the real content', () => {
  it('finds an option by name on its own heading first', () => {
    expect(first('splitChunks')).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(first('output.publicPath')).toBe('/configuration/output/#outputpublicpath');
  });

  it('finds package pages, code identifiers, typos and prefixes', () => {
    expect(first('HtmlWebpackPlugin')).toMatch(/^\/plugins\/html-webpack-plugin\//);
    expect(first('splitchunk')).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(first('splitChunsk')).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(first('optimization.splitch')).toBe('/configuration/optimization/#optimizationsplitchunks');
    expect(searchIn(index, 'module federation').length).toBeGreaterThan(0);
  });

  // One search per distinct heading (over 3,000 sections): its time grows with the content, as the index does.
  it('ranks first the page titled like the query, else the section whose heading it is, for every heading of the site', () => {
    const sectionsByHeading = new Map<string, string[]>();
    for (const { heading, url } of searchDocuments(content)) {
      const key = heading.toLowerCase();
      if (heading) sectionsByHeading.set(key, [...(sectionsByHeading.get(key) ?? []), url]);
    }
    // A page titled exactly like the heading leads instead: "Caching" means the Caching guide.
    const titled = (heading: string) => content.pages.filter((page) => page.entry.title.toLowerCase() === heading).map((page) => page.entry.url);
    const misses = [...sectionsByHeading]
      .filter(([heading, urls]) => !urls.includes(first(heading) ?? '') && !titled(heading).includes(first(heading) ?? ''))
      .map(([heading]) => heading);
    expect(misses).toEqual([]);
  }, 120_000);

  it('finds every guide by its title, and the guides by their main terms', () => {
    const pagesOf = (query: string) => searchIn(index, query).slice(0, 5).map((result) => result.url.split('#')[0]);
    const guides = content.pages.filter((page) => page.entry.url.startsWith('/guides/') && page.entry.url !== '/guides/');
    const missing = guides.filter((page) => !pagesOf(page.entry.title).includes(page.entry.url)).map((page) => page.entry.title);
    expect(missing).toEqual([]);
    const terms: Record<string, string> = {
      contenthash: '/guides/caching/',
      HMR: '/guides/hot-module-replacement/',
      'asset/inline': '/guides/asset-modules/',
      'webpack-dev-middleware': '/guides/development/',
      'ts-loader': '/guides/typescript/',
      'thread-loader': '/guides/build-performance/',
      'CSS Modules': '/guides/native-css/',
      dependOn: '/guides/code-splitting/',
      'sideEffects field': '/guides/tree-shaking/',
      '--env': '/guides/environment-variables/',
      'minify production': '/guides/production/',
      'style-loader css-loader': '/guides/asset-management/',
      'load on click': '/guides/lazy-loading/',
      'npx webpack': '/guides/installation/',
      '__webpack_public_path__': '/guides/public-path/',
      'output.clean manifest': '/guides/output-management/',
    };
    const misses = Object.entries(terms).filter(([query, url]) => !pagesOf(query).includes(url)).map(([query, url]) => `${query} → ${url}: ${pagesOf(query).join(' ')}`);
    expect(misses).toEqual([]);
  });

  it('gives every result what the list shows, and the match in its snippet', () => {
    const results = searchIn(index, 'cache');
    expect(results).toHaveLength(12);
    for (const result of results) {
      expect(result.url).toMatch(/^\/[^#]*\/(?:#.+)?$/);
      expect(result.section).toBeTruthy();
      expect(result.page).toBeTruthy();
      expect(result.snippet.before + result.snippet.match + result.snippet.after).toBeTruthy();
    }
    expect(results.filter((result) => /^cach/i.test(result.snippet.match)).length).toBeGreaterThan(6);
  });

  it('indexes every page once, with bounded sections', () => {
    const documents = searchDocuments(content);
    const pages = new Set(documents.map((document) => document.url.split('#')[0]));
    expect(pages.size).toBe(content.pages.length);
    expect(new Set(documents.map((document) => document.url)).size).toBe(documents.length);
    expect(Math.max(...documents.map((document) => document.text.length))).toBeLessThanOrEqual(1000);
    expect(Math.max(...documents.map((document) => document.code.length))).toBeLessThanOrEqual(1000);
    const size = gzipSync(module).length;
    console.log(`search index: ${(module.length / 1000).toFixed(0)} kB raw, ${(size / 1000).toFixed(0)} kB gzip, ${documents.length} sections`);
    // Loaded when the search box is first used. Grows with the content (the plugin pages and 30
    // package READMEs took it past 450 kB, the advanced guides, migration and contributing pages past
    // 600 kB); sharding it by section is issue 16.
    expect(size).toBeLessThan(700_000);
  });
});

describe('sections of a rendered page', () => {
  it('cuts the introduction and one section per heading, without the self-links, with code identifiers', async () => {
    const body = [
      'Synthetic page: an introduction.',
      '',
      '## optimization.splitChunks',
      '',
      'Set `splitChunks.chunks` to `"all"`; see `output.publicPath`.',
      '',
      '```js',
      'new HtmlWebpackPlugin({ title: "x" });',
      '```',
      '',
      '### A nested heading',
      '',
      'Plain words.',
    ].join('\n');
    const { sections } = await renderMarkdown({ file: 'synthetic.md', contentPath: 'synthetic.md', body });
    expect(sections).toEqual([
      { id: '', heading: '', text: 'Synthetic page: an introduction.', code: '' },
      {
        id: 'optimizationsplitchunks',
        heading: 'optimization.splitChunks',
        text: 'Set splitChunks.chunks to "all" ; see output.publicPath . new HtmlWebpackPlugin({ title: "x" });',
        code: 'splitChunks.chunks output.publicPath HtmlWebpackPlugin',
      },
      { id: 'a-nested-heading', heading: 'A nested heading', text: 'Plain words.', code: '' },
    ]);
  });
});

describe('tokenize, nameRank and snippetOf', () => {
  it('keeps dotted identifiers whole and split', () => {
    expect(tokenize('Set output.publicPath to /assets/.')).toEqual(['set', 'output.publicpath', 'output', 'publicpath', 'to', 'assets']);
  });

  it('ranks a name matching the query exactly, by its last segment or with one typo', () => {
    expect(nameRank('optimization.splitChunks', ' Optimization.SplitChunks ')).toBe(2);
    expect(nameRank('Entry points', 'entry  points')).toBe(2);
    expect(nameRank('optimization.splitChunks', 'splitchunks')).toBe(1);
    expect(nameRank('optimization.splitChunks', 'splitchunk')).toBe(1);
    expect(nameRank('performance.splitChunksCapped', 'splitchunk')).toBe(0);
    expect(nameRank('Running on Node.js', 'js')).toBe(0);
    expect(nameRank('mode', 'node')).toBe(0);
    expect([oneEditApart('chunks', 'chunk'), oneEditApart('chunk', 'chunks'), oneEditApart('chunks', 'chanks'), oneEditApart('chunks', 'chunsk')]).toEqual([true, true, true, true]);
    expect([oneEditApart('chunks', 'chunks'), oneEditApart('chunks', 'chunkss2'), oneEditApart('chunks', 'cunkz')]).toEqual([false, false, false]);
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
