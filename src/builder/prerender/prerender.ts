import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as ServerEntry from '../../app/entry-server';
import { APP_ROUTES, NOT_FOUND_URL } from '../../shared/routes';
import { isPrintableUrl } from '../../shared/urls';
import type { ContentIndex } from '../content/content-index';
import type { ClientAssets } from './assets';
import { BLOG_FEEDS, blogPosts } from '../../shared/blog';
import { atomFeed, rssFeed } from './feeds';
import { robotsTxt, sitemapXml } from './sitemap';
import { renderDocument } from './template';

export interface PrerenderOptions {
  outDir: string;
  serverBundle: string;
  assets: ClientAssets;
  index: ContentIndex;
}

/** The home page's screen (see loadView in src/app/content/views.ts). */
const SPLASH_CHUNK = 'splash';
/** The route table, through which a printable section loads its pages (views.ts). */
const ROUTES_CHUNK = 'routes';

/** Pages search engines should list: not the app shell, nor the printable copies of whole sections. */
export const isIndexable = (url: string) => url !== APP_ROUTES.appShell && !isPrintableUrl(url);

/**
 * Renders every route to `<url>/index.html`, plus `404.html`, the sitemap, robots.txt and the blog feeds.
 * Each document lists the chunks its screen needs before the entry, and a documentation page carries
 * its data inline, so the client has everything when it hydrates. Returns how many documents it wrote.
 */
export async function prerender({ outDir, serverBundle, assets, index }: PrerenderOptions): Promise<number> {
  const require = createRequire(import.meta.url);
  delete require.cache[serverBundle];
  const server = require(serverBundle) as typeof ServerEntry;
  // A documentation page needs no chunk of its own: its data is inline and its body is the document's.
  const chunksFor = (url: string): string[] => {
    if (isPrintableUrl(url)) return [ROUTES_CHUNK];
    if (url === APP_ROUTES.splash) return [SPLASH_CHUNK];
    return [];
  };

  const write = async (url: string, file: string, canonical: boolean) => {
    const { html, head, hydration } = await server.render(url);
    const lazy = chunksFor(url).map(assets.chunk);
    const unique = (list: string[]) => [...new Set(list)];
    const document = renderDocument({
      url,
      head,
      body: html,
      styles: unique([...assets.entry.styles, ...lazy.flatMap((chunk) => chunk.styles)]),
      scripts: unique([...lazy.flatMap((chunk) => chunk.scripts), ...assets.entry.scripts]),
      canonical,
      ...(hydration && { hydration }),
    });
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), document);
  };

  const urls = server.listUrls();
  for (const url of urls) await write(url, `${url}index.html`, isIndexable(url));
  await write(NOT_FOUND_URL, '404.html', false);
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(urls.filter(isIndexable)));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt());
  const posts = blogPosts(index.pages.map((page) => page.entry));
  await writeFile(join(outDir, BLOG_FEEDS.rss), rssFeed(posts));
  await writeFile(join(outDir, BLOG_FEEDS.atom), atomFeed(posts));
  return urls.length + 1;
}
