import { mkdir, rm, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { siteConfig } from '../../../site.config';
import { blogPosts } from '../../shared/blog';
import type { PageData, SectionNav } from '../../shared/content';
import { isPrintableSection } from '../../shared/sections';
import type { ContentIndex } from './content-index';
import type { LoadedPage } from './load-page';
import { idPrefixOf, prefixIds } from './printable-ids';
import { buildSectionNav, neighbours, pagesBySection, readingOrder } from './navigation';

/** The chunk a page is loaded in, named by its content path (`page/concepts/output`). */
export function pageChunkName(contentPath: string): string {
  return `page/${contentPath.replace(/\.mdx?$/, '')}`;
}

/** The chunk of a markdown page's HTML, loaded only when the page is not already in the document. */
export function bodyChunkName(contentPath: string): string {
  return `body/${contentPath.replace(/\.mdx?$/, '')}`;
}

export function navChunkName(section: string): string {
  return `nav/${section}`;
}

export function printableChunkName(section: string): string {
  return `printable/${section}`;
}

export interface EmittedSite {
  navs: Map<string, SectionNav>;
  pageData: Map<string, PageData>;
}

const json = (value: unknown) => JSON.stringify(value);
const BLOG_URL = '/blog/';

/**
 * Writes the content index as JavaScript modules for webpack: one module per page (its metadata,
 * and for MDX its component), one per markdown page body (its HTML), one per section sidebar, one
 * per printable section, and `routes.js`, the table of lazy imports that makes each of them its own
 * chunk. A markdown body is a chunk of its own because the first visit to a page never needs it: the
 * HTML is in the document already. Written to a fresh folder and swapped in whole, so a failed build
 * never leaves half a set behind.
 */
export async function emitModules(
  index: ContentIndex,
  outDir: string,
  /** Further generated modules, by path, written into the same folder. */
  extra: Record<string, string> = {},
): Promise<EmittedSite> {
  const staging = `${outDir}.tmp`;
  await rm(staging, { recursive: true, force: true });
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(staging, path)), { recursive: true });
    await writeFile(join(staging, path), text);
  };

  const navs = new Map<string, SectionNav>();
  const pageData = new Map<string, PageData>();
  const byUrl = new Map(index.pages.map((page) => [page.entry.url, page]));
  const posts = blogPosts(index.pages.map((page) => page.entry));
  const modulePath = (page: LoadedPage) => `pages/${page.entry.path.replace(/\.mdx?$/, '')}.js`;
  const bodyPath = (page: LoadedPage) => `bodies/${page.entry.path.replace(/\.mdx?$/, '')}.js`;
  const isMarkdown = (page: LoadedPage) => page.entry.extension === '.md';

  for (const [section, entries] of pagesBySection(index.pages.map((page) => page.entry))) {
    const indexTitle = entries.find((entry) => entry.url === `/${section}/`)?.title;
    const nav = buildSectionNav(section, siteConfig.sectionTitles[section] ?? indexTitle ?? section, entries);
    navs.set(section, nav);
    await write(`nav/${section}.js`, `export default ${json(nav)};\n`);
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
      pageData.set(link.url, data);
      if (isMarkdown(page)) {
        await write(bodyPath(page), `export const html = ${json(page.body)};\n`);
        await write(modulePath(page), `export const data = ${json(data)};\n`);
      } else {
        await write(modulePath(page), `${page.body}\nexport const data = ${json(data)};\n`);
      }
    }
    if (isPrintableSection(section)) {
      const ordered = order.map((link) => byUrl.get(link.url)!);
      // One document holds every page of the section: each page's ids get its own prefix.
      const imports = ordered.map((page, at) => `import * as page${at} from '../${modulePath(page)}';`);
      const modules = ordered.map((page, at) =>
        isMarkdown(page) ? `{ ...page${at}, html: ${json(prefixIds(page.body, idPrefixOf(page.entry.path)))} }` : `page${at}`,
      );
      await write(
        `printable/${section}.js`,
        `${imports.join('\n')}\nexport const section = ${json(section)};\nexport const title = ${json(nav.title)};\n` +
          `export const pages = [${modules.join(', ')}];\n`,
      );
    }
  }

  const lazy = (chunk: string, path: string) => `() => import(/* webpackChunkName: ${json(chunk)} */ ${json(`./${path}`)})`;
  const routes = [
    `export const pages = {`,
    ...index.pages.map((page) => `  ${json(page.entry.url)}: ${lazy(pageChunkName(page.entry.path), modulePath(page))},`),
    `};`,
    `export const bodies = {`,
    ...index.pages
      .filter(isMarkdown)
      .map((page) => `  ${json(page.entry.url)}: ${lazy(bodyChunkName(page.entry.path), bodyPath(page))},`),
    `};`,
    `export const navs = {`,
    ...[...navs.keys()].map((section) => `  ${json(section)}: ${lazy(navChunkName(section), `nav/${section}.js`)},`),
    `};`,
    `export const printables = {`,
    ...[...navs.keys()]
      .filter(isPrintableSection)
      .map((section) => `  ${json(section)}: ${lazy(printableChunkName(section), `printable/${section}.js`)},`),
    `};`,
  ];
  await write('routes.js', `${routes.join('\n')}\n`);
  for (const [path, text] of Object.entries(extra)) await write(path, text);

  await rm(outDir, { recursive: true, force: true });
  await rename(staging, outDir);
  return { navs, pageData };
}
