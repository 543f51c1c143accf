import { createHash } from 'node:crypto';
import { rm, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { siteConfig } from '../../../site.config';
import { blogPosts } from '../../shared/blog';
import { paths } from '../paths';
import { updateTree, writeTree } from '../write-tree';
import { CONTENT_ASSETS_DIR, contentAsset } from './content-asset';
import { readingOrder, type PageData, type PageJson } from '../../shared/content';
import type { ContentIndex } from './content-index';
import type { LoadedPage } from './load-page';
import { neighbours, sectionAnchors, sectionNavs } from './navigation';

/** The chunk of an MDX page (its component and metadata), named by its content path (`page/guides/intro`). */
function pageChunkName(contentPath: string): string {
  return `page/${contentPath.replace(/\.mdx?$/, '')}`;
}

const json = (value: unknown) => JSON.stringify(value);
const BLOG_URL = '/blog/';

/**
 * Each page's JSON file as last written, by the page object: the dev server reuses the pages a save did
 * not change (page-memo.ts), and escaping their HTML again was most of writing the modules.
 */
const pageFiles = new WeakMap<LoadedPage, { data: string; text: string }>();

function pageFile(page: LoadedPage, data: PageData): string {
  const known = pageFiles.get(page);
  const dataJson = json(data);
  if (known?.data === dataJson) return known.text;
  const text = json({ data, html: page.body } satisfies PageJson);
  pageFiles.set(page, { data: dataJson, text });
  return text;
}

export interface EmittedContent {
  /** A hash of every file the route table names: the table exports it and the build records it, so
   * that an open page can tell that a newer deploy changed the content (src/app/offline/new-deploy.ts). */
  version: string;
  /** The URLs of the content files under CONTENT_ASSETS_DIR, the extra modules' included (search shards). */
  assets: string[];
}

/**
 * Writes the content index as modules for webpack, and the content's data files beside them:
 * - per markdown page its JSON file (metadata and HTML), per section its sidebar and its pages'
 *   anchors, each at its path for the prerender and as a content asset named by its hash for the
 *   browser (`assets/page/concepts/output.1234abcd.json`, see content-asset.ts), which the build links
 *   into the site; `page/<path>.js` per MDX page (its component too);
 * - `routes.js`, the client's route table, a lazy chunk of its own: the URL of each JSON file and a
 *   lazy import per MDX page, so neither the entry nor webpack's chunk map names every page.
 *   `routes.server.js` is the same table for the prerender, reading the files from disk.
 *   A printable section is its sidebar's pages, loaded through the same table: no copy of the content.
 * Written to a fresh folder and swapped in whole, so a failed build never leaves half a set behind;
 * files that did not change are linked from the previous folder (write-tree.ts). The dev server's
 * folder is updated in place instead (`inPlace`), where its webpack sees each changed file.
 */
export async function emitModules(
  index: ContentIndex,
  outDir: string,
  /** Further generated modules, by path, written into the same folder. */
  extra: Record<string, string> = {},
  { inPlace = false }: { inPlace?: boolean } = {},
): Promise<EmittedContent> {
  const tables = createHash('sha256');
  const files = new Map<string, string>();
  const write = (path: string, text: string) => void files.set(path, text);
  /**
   * A JSON file the route table names, written twice: under its path for the prerender, which reads it
   * by a name that does not change with its text (else the server bundle would change with any text,
   * and with it every document's record), and as a content asset for the browser (content-asset.ts),
   * by the URL kept here. It goes into the content's version.
   */
  const assetUrls = new Map<string, string>();
  const writeListed = (path: string, text: string) => {
    const asset = contentAsset(path, text);
    // Its URL names it by a hash of its text, already made.
    tables.update(asset.url).update('\0');
    assetUrls.set(path, asset.url);
    write(path, text);
    write(asset.file, text);
  };

  const sections: string[] = [];
  const byUrl = new Map(index.pages.map((page) => [page.entry.url, page]));
  const posts = blogPosts(index.pages.map((page) => page.entry));
  const isMarkdown = (page: LoadedPage) => page.entry.extension === '.md';
  const pagePath = (page: LoadedPage) => `page/${page.entry.path.replace(/\.mdx?$/, '')}${isMarkdown(page) ? '.json' : '.js'}`;

  for (const { nav, entries } of sectionNavs(index.pages.map((page) => page.entry), siteConfig.documentationSections, siteConfig.sectionTitles)) {
    const { section } = nav;
    sections.push(section);
    writeListed(`nav/${section}.json`, json(nav));
    writeListed(`anchors/${section}.json`, json(sectionAnchors(entries)));
    const order = readingOrder(nav);
    for (const link of order) {
      const page = byUrl.get(link.url)!;
      const data: PageData = {
        entry: page.entry,
        section,
        ...neighbours(order, link.url),
        editUrl: page.entry.edit ?? `${siteConfig.editBaseUrl}${page.entry.path}`,
        ...(link.url === BLOG_URL && { posts }),
      };
      if (isMarkdown(page)) writeListed(pagePath(page), pageFile(page, data));
      else write(pagePath(page), `${page.body}\nexport const data = ${json(data)};\n`);
    }
  }

  const lazy = (chunk: string, path: string) => `() => import(/* webpackChunkName: ${json(chunk)} */ ${json(`./${path}`)})`;
  const table = (name: string, rows: [string, string][]) => [`export const ${name} = {`, ...rows.map(([key, value]) => `  ${json(key)}: ${value},`), `};`];
  const mdxLoader = (page: LoadedPage) => lazy(pageChunkName(page.entry.path), pagePath(page));
  // The same table twice: for the browser, JSON files are URLs to fetch; for the prerender, files to read.
  const version = tables.digest('hex').slice(0, 16);
  const routeTable = (jsonSource: (path: string) => string) => [
    ...table('pages', index.pages.map((page) => [page.entry.url, isMarkdown(page) ? jsonSource(pagePath(page)) : mdxLoader(page)])),
    ...table('navs', sections.map((section) => [section, jsonSource(`nav/${section}.json`)])),
    ...table('anchors', sections.map((section) => [section, jsonSource(`anchors/${section}.json`)])),
  ].join('\n') + '\n';
  // The prerender needs no version: left out of its table, an edit to a page's text leaves the server bundle as it was.
  write('routes.js', `export const version = ${json(version)};\n` + routeTable((path) => json(assetUrls.get(path))));
  // The prerender reads each JSON file from disk when it renders the page, so that neither the server
  // bundle holds the content nor a content edit rebuilds it.
  write(
    'routes.server.js',
    `import { readJson } from ${json(join(paths.root, 'src/builder/prerender/json-reads.ts'))};\nconst read = (file) => () => readJson(file);\n` +
      routeTable((path) => `read(${json(join(outDir, path))})`),
  );
  for (const [path, text] of Object.entries(extra)) write(path, text);
  if (inPlace) {
    await updateTree(outDir, files, ['routes.js', 'routes.server.js']);
  } else {
    const staging = `${outDir}.tmp`;
    await rm(staging, { recursive: true, force: true });
    await writeTree(staging, files, outDir);
    await rm(outDir, { recursive: true, force: true });
    await rename(staging, outDir);
  }
  return { version, assets: [...files.keys()].filter((path) => path.startsWith(`${CONTENT_ASSETS_DIR}/`)).map((path) => `/${path}`).sort() };
}
