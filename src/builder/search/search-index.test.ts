import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { nameRank, oneEditApart, searchIn, snippetOf } from '../../shared/search';
import { expand, matchQuery } from '../../shared/search-query';
import { INDEX_OPTIONS, tokenize } from '../../shared/search-terms';
import { buildContentIndex } from '../content/content-index';
import { renderMarkdown } from '../markdown/render';
import { paths } from '../paths';
import { cachedSearchIndexModules, loadedIndex, searchDocuments, searchFiles, searchIndexModules } from './search-index';
import { NO_SYNONYMS } from './synonyms';

const content = await buildContentIndex({ root: paths.content });
const documents = searchDocuments(content);
const modules = searchIndexModules(documents);
// The app loads exactly these files, the shards as queries need them; here all of them.
const index = loadedIndex(searchFiles(documents));
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
    // A page titled exactly like the heading leads instead: "Caching" means the Caching guide. An option
    // path ending in the heading may lead too: "publicPath" means `output.publicPath`.
    const titled = (heading: string) => content.pages.filter((page) => page.entry.title.toLowerCase() === heading).map((page) => page.entry.url);
    const endsIn = (heading: string, url: string) => documents.some((document) => document.url === url && document.heading.toLowerCase().endsWith(`.${heading}`));
    const misses = [...sectionsByHeading]
      .filter(([heading, urls]) => {
        const found = first(heading) ?? '';
        return !urls.includes(found) && !titled(heading).includes(found) && !endsIn(heading, found);
      })
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

  it('holds the terms, counts and field lengths MiniSearch computes for the same documents and options', () => {
    const reference = new MiniSearch(INDEX_OPTIONS);
    reference.addAll(documents);
    const { index: terms, fieldLength, averageFieldLength } = reference.toJSON();
    const { core } = searchFiles(documents);
    expect(core.terms).toEqual(terms.map(([term]) => term).sort((a, b) => (a < b ? -1 : 1)));
    expect(core.averageFieldLength).toEqual(averageFieldLength);
    expect(core.fieldLengths).toEqual(documents.flatMap((document) => fieldLength[document.id]));
    // Each term's postings: field → documents in order, with their counts.
    const postingsOf = (term: string) => {
      const fields = terms.find(([name]) => name === term)![1];
      return Object.entries(fields).map(([field, counts]) => [Number(field), Object.keys(counts).map(Number), Object.values(counts)]);
    };
    for (const term of ['splitchunks', 'output', 'the', 'publicpath', core.terms.at(-1)!]) {
      const postings = index.postingsOf(core.terms.indexOf(term));
      expect(postings.flatMap((field, at) => (field ? [[at, field.documents, field.counts]] : [])), term).toEqual(postingsOf(term));
    }
  });

  it('finds what a query names even with stop words, a missing word or swapped letters', () => {
    const pagesOf = (query: string) => [...new Set(searchIn(index, query, 40).map(({ url }) => url.split('#')[0]))];
    // Every term must no longer meet in one section: the sections with most of them come first.
    const all = matchQuery(index, expand(index, 'splitChunks cacheGroups'));
    const some = matchQuery(index, expand(index, 'splitChunks cacheGroups zzzunknownword'));
    expect(some.map(({ document }) => document)).toEqual(all.map(({ document }) => document));
    // Stop words alone are still a query; with a subject they do not change what is found.
    expect(searchIn(index, 'how to').length).toBeGreaterThan(0);
    expect(pagesOf('how to use splitChunks not working')).toEqual(pagesOf('splitChunks'));
    // A swapped pair of letters is one typo.
    expect(searchIn(index, 'resolve alais', 1)[0]?.url).toBe(searchIn(index, 'resolve alias', 1)[0]?.url);
    // A section holding every term ranks above one holding fewer.
    const [first] = matchQuery(index, expand(index, 'output publicPath'));
    expect(first!.match.terms).toEqual(expect.arrayContaining(['output', 'publicpath']));
  });

  it('puts a README below the reference for the option name they share', () => {
    expect(searchIn(index, 'publicPath', 1)[0]?.url).toBe('/configuration/output/#outputpublicpath');
    expect(searchIn(index, 'what does publicPath do', 1)[0]?.url).toBe('/configuration/output/#outputpublicpath');
  });

  it('indexes every page once, with bounded sections', () => {
    const pages = new Set(documents.map((document) => document.url.split('#')[0]));
    expect(pages.size).toBe(content.pages.length);
    expect(new Set(documents.map((document) => document.url)).size).toBe(documents.length);
    // Results link to their place from the core alone, before their text arrives.
    expect(documents.filter((document) => index.urlOf(document.id) !== document.url)).toEqual([]);
    expect(Math.max(...documents.map((document) => document.text.length))).toBeLessThanOrEqual(1000);
    expect(Math.max(...documents.map((document) => document.code.length))).toBeLessThanOrEqual(1000);
    const gzip = (file: string) => gzipSync(modules[file]!, { level: 9 }).length;
    const core = gzip('search/core.json');
    const shards = Object.keys(modules).filter((file) => !file.startsWith('search/core.')).map(gzip);
    console.log(`search index: core ${(core / 1000).toFixed(0)} kB gzip, ${shards.length} shards up to ${(Math.max(...shards) / 1000).toFixed(1)} kB gzip, ${documents.length} sections`);
    // The core is what every search downloads first: the terms, headings and field lengths, with the
    // whole site's words in it (79 kB for 3,201 sections). A query adds the few shards it needs.
    expect(core).toBeLessThan(100_000);
    expect(Math.max(...shards)).toBeLessThan(5_000);
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
    expect(nameRank('optimization.splitChunks', 'splitchunks')).toBe(2);
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

describe('cachedSearchIndexModules', () => {
  it('builds the modules once per text and reuses them while the text is the same', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'search-cache-'));
    try {
      const file = join(dir, 'search-index.json');
      expect(await cachedSearchIndexModules(content, NO_SYNONYMS, { file })).toEqual(modules);
      // What the cache holds is what the next build gets: marked here, to see that it is read.
      const saved = JSON.parse(await readFile(file, 'utf8')) as { key: string; modules: Record<string, string> };
      await writeFile(file, JSON.stringify({ key: saved.key, modules: { 'marked.js': '' } }));
      expect(await cachedSearchIndexModules(content, NO_SYNONYMS, { file })).toEqual({ 'marked.js': '' });
      // Another text is another key: built anew.
      const edited = { ...content, pages: content.pages.slice(1) };
      expect(Object.keys(await cachedSearchIndexModules(edited, NO_SYNONYMS, { file }))).toContain('search/core.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
