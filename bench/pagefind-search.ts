import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

/**
 * Astro Starlight's ranking options for Pagefind (its `pagefind.ranking` defaults, which Starlight
 * evaluated against its own docs): the peer our search is measured against.
 */
export const STARLIGHT_RANKING = { pageLength: 0.1, termFrequency: 0.1, termSaturation: 2, termSimilarity: 9 } as const;

interface PagefindResults {
  results: { data(): Promise<{ url: string }> }[];
}

interface PagefindModule {
  options(options: { ranking: typeof STARLIGHT_RANKING; baseUrl: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<PagefindResults>;
}

/**
 * Lets Pagefind's browser bundle run in Node: it fetches its index and WebAssembly next to its own
 * `import.meta.url`, a file URL here, which Node's fetch does not read.
 */
function readFileUrls(fetcher: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith('file:') ? new Response(await readFile(fileURLToPath(url))) : fetcher(input, init);
  }) as typeof fetch;
}

/**
 * Pagefind 1.5 over the same built pages as our index (`urls`, read from `distDir`), their articles only
 * (`article.doc`, as Starlight marks its content for Pagefind), searched with its own browser bundle in
 * Node and Starlight's ranking. `search` answers page URLs, best first.
 */
export async function pagefindSearch(distDir: string, urls: readonly string[], outputDir: string): Promise<{ search(query: string): Promise<string[]> }> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'article.doc', forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    for (const url of urls) {
      const added = await index.addHTMLFile({ url, content: await readFile(join(distDir, url, 'index.html'), 'utf8') });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    }
    await rm(outputDir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  globalThis.fetch = readFileUrls(globalThis.fetch);
  const bundle = (await import(pathToFileURL(join(outputDir, 'pagefind.js')).href)) as PagefindModule;
  // Result URLs are site paths, as ours are, not file URLs beside the bundle.
  await bundle.options({ ranking: STARLIGHT_RANKING, baseUrl: '/' });
  await bundle.init();
  return {
    async search(query) {
      const { results } = await bundle.search(query);
      // Ten pages are all the benchmark scores.
      return Promise.all(results.slice(0, 10).map(async (result) => (await result.data()).url));
    },
  };
}
