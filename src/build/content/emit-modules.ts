import { mkdir, rm, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { siteConfig } from '../../../site.config';
import type { PageData, SectionNav } from '../../shared/content';
import { isPrintableSection } from '../../shared/sections';
import type { ContentIndex } from './content-index';
import type { LoadedPage } from './load-page';
import { buildSectionNav, neighbours, pagesBySection, readingOrder } from './navigation';

/** The chunk a page is loaded in, named by its content path (`page/concepts/output`). */
export function pageChunkName(contentPath: string): string {
  return `page/${contentPath.replace(/\.mdx?$/, '')}`;
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

/**
 * Writes the content index as JavaScript modules for webpack: one module per page (its body
 * and metadata), one per section sidebar, one per printable section, and `routes.js`, the
 * table of lazy imports that makes each of them its own chunk. Written to a fresh folder and
 * swapped in whole, so a failed build never leaves half a set behind.
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
  const modulePath = (page: LoadedPage) => `pages/${page.entry.path.replace(/\.mdx?$/, '')}.js`;

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
      };
      pageData.set(link.url, data);
      const body = page.entry.extension === '.mdx' ? page.body : `export const html = ${json(page.body)};\n`;
      await write(modulePath(page), `${body}\nexport const data = ${json(data)};\n`);
    }
    if (isPrintableSection(section)) {
      const ordered = order.map((link) => byUrl.get(link.url)!);
      const imports = ordered.map((page, at) => `import * as page${at} from '../${modulePath(page)}';`);
      await write(
        `printable/${section}.js`,
        `${imports.join('\n')}\nexport const section = ${json(section)};\nexport const title = ${json(nav.title)};\n` +
          `export const pages = [${ordered.map((_, at) => `page${at}`).join(', ')}];\n`,
      );
    }
  }

  const lazy = (chunk: string, path: string) => `() => import(/* webpackChunkName: ${json(chunk)} */ ${json(`./${path}`)})`;
  const routes = [
    `export const pages = {`,
    ...index.pages.map((page) => `  ${json(page.entry.url)}: ${lazy(pageChunkName(page.entry.path), modulePath(page))},`),
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
