import { describe, expect, it } from 'vitest';
import { docSearchProvider } from './docsearch-provider';

describe('docSearchProvider', () => {
  it('asks Algolia for the query and maps DocSearch hits onto site paths, one per heading', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(
        JSON.stringify({
          hits: [
            {
              url: 'https://webpack.js.org/configuration/optimization/#optimizationsplitchunks',
              hierarchy: { lvl0: 'Configuration', lvl1: 'Optimization', lvl2: 'optimization.splitChunks', lvl3: null },
              _snippetResult: { content: { value: 'Use <em>splitChunks</em> to split.' } },
            },
            {
              url: 'https://webpack.js.org/configuration/optimization/#optimizationsplitchunks',
              hierarchy: { lvl0: 'Configuration', lvl1: 'Optimization', lvl2: 'optimization.splitChunks', lvl3: null },
              _snippetResult: { content: { value: 'A later paragraph on <em>splitChunks</em>.' } },
            },
            {
              url: 'https://webpack.js.org/plugins/split-chunks-plugin/',
              hierarchy: { lvl0: 'Plugins', lvl1: 'SplitChunksPlugin', lvl2: null, lvl3: null },
              content: 'No snippet here.',
            },
          ],
          nbHits: 57,
        }),
      );
    }) as typeof fetch;
    const provider = docSearchProvider({ appId: 'APP', apiKey: 'KEY', indexName: 'webpack js' }, fetcher);
    expect(await provider.search('splitChunks', 5)).toEqual({
      total: 57,
      results: [
        {
          url: '/configuration/optimization/#optimizationsplitchunks',
          section: 'Configuration',
          page: 'Optimization',
          heading: 'optimization.splitChunks',
          snippet: { before: 'Use ', match: 'splitChunks', after: ' to split.' },
        },
        { url: '/plugins/split-chunks-plugin/', section: 'Plugins', page: 'SplitChunksPlugin', heading: '', snippet: { before: 'No snippet here.', match: '', after: '' } },
      ],
    });
    expect(requests[0]?.url).toBe('https://APP-dsn.algolia.net/1/indexes/webpack%20js/query');
    expect(requests[0]?.init.headers).toMatchObject({ 'X-Algolia-Application-Id': 'APP', 'X-Algolia-API-Key': 'KEY' });
    expect(JSON.parse(String(requests[0]?.init.body))).toMatchObject({ query: 'splitChunks', hitsPerPage: 5 });
  });

  it('asks for no more hits than Algolia returns at once when every result is wanted', async () => {
    const bodies: unknown[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ hits: [] }));
    }) as typeof fetch;
    const provider = docSearchProvider({ appId: 'A', apiKey: 'K', indexName: 'i' }, fetcher);
    // Without nbHits, the total is what was listed.
    expect(await provider.search('cache', 5000)).toEqual({ results: [], total: 0 });
    expect(bodies[0]).toMatchObject({ hitsPerPage: 1000 });
  });

  it('reports a failed request', async () => {
    const provider = docSearchProvider({ appId: 'A', apiKey: 'K', indexName: 'i' }, (async () => new Response('', { status: 403 })) as typeof fetch);
    await expect(provider.search('x')).rejects.toThrow('DocSearch answered 403');
  });
});
