import { posix } from 'node:path';
import type { ContentNode, DirectoryEntry } from '../../shared/content';
import { NON_CONTENT_URLS } from '../../shared/routes';
import { contentPathToUrl, sectionOf } from '../../shared/urls';
import { renderInThisThread, type PageRenderer } from '../markdown/render';
import { ContentBuildError, ContentError } from './errors';
import { readContentHistory } from './git-history';
import { loadPage, type LoadedPage, type SiteContext } from './load-page';
import { buildCatalog, buildSectionNav, catalogMarkdown } from './navigation';
import { findPackagePages } from './package-pages';
import { scanContent } from './scan';

export interface ContentIndex {
  /** The content tree of spec section 3, rooted at the content folder. */
  tree: DirectoryEntry;
  /** Every page, in path order. */
  pages: LoadedPage[];
  /** Why pages show no contributors from the history and no "Last updated" date, when none has them. */
  historyMissing?: string;
}

export interface ContentIndexOptions {
  /** Absolute path of the content folder. */
  root: string;
  /** How the content folder is named in messages (default `content`). */
  displayRoot?: string;
  /** How bodies are rendered (default: in this thread; the build passes its render pool). */
  render?: PageRenderer;
}

/**
 * Reads every content file and builds the content index. All problems of all files are
 * collected and thrown together as a ContentBuildError, each with its file and line.
 */
export async function buildContentIndex({ root, displayRoot = 'content', render = renderInThisThread }: ContentIndexOptions): Promise<ContentIndex> {
  const paths = await scanContent(root);
  const [packagePages, history] = await Promise.all([findPackagePages(root, paths), readContentHistory(root)]);
  const site: SiteContext = { packagePages, render, history };
  const errors: ContentError[] = [];
  const results = await Promise.all(
    paths.map((path) =>
      loadPage(root, displayRoot, path, site).catch((error: unknown) => {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
        return undefined;
      }),
    ),
  );
  const loaded = results.filter((page): page is LoadedPage => page !== undefined);
  const pages = await Promise.all(loaded.map((page) => (page.catalog ? withCatalog(root, displayRoot, page, loaded, site) : page)));
  errors.push(...findDuplicateUrls(pages), ...findBrokenLinks(pages));
  if (errors.length > 0) {
    throw new ContentBuildError(errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line));
  }
  return { tree: buildTree(pages), pages, ...(history.missing && { historyMissing: history.missing }) };
}

/**
 * A section index that asks for it lists every page of its section: the tables are markdown written
 * from the other pages' entries and rendered with the body, so they are plain HTML in the page (no
 * data for the browser to load), with anchors, search sections and checked links like any text.
 */
async function withCatalog(root: string, displayRoot: string, index: LoadedPage, all: LoadedPage[], site: SiteContext): Promise<LoadedPage> {
  const section = sectionOf(index.entry.url);
  const entries = all.map((page) => page.entry).filter((entry) => sectionOf(entry.url) === section);
  const nav = buildSectionNav(section, index.entry.title, entries);
  const appendix = catalogMarkdown(index.entry.title, buildCatalog(nav, new Map(entries.map((entry) => [entry.url, entry]))));
  return loadPage(root, displayRoot, index.entry.path, site, appendix);
}

function findDuplicateUrls(pages: LoadedPage[]): ContentError[] {
  const byUrl = new Map<string, LoadedPage>();
  const errors: ContentError[] = [];
  for (const page of pages) {
    const first = byUrl.get(page.entry.url);
    if (first) {
      errors.push(new ContentError(page.file, 1, `URL ${page.entry.url} is already taken by ${first.file}`));
    } else {
      byUrl.set(page.entry.url, page);
    }
  }
  for (const url of NON_CONTENT_URLS) {
    const page = byUrl.get(url);
    if (page) errors.push(new ContentError(page.file, 1, `URL ${url} is reserved for a page the app renders itself`));
  }
  return errors;
}

function findBrokenLinks(pages: LoadedPage[]): ContentError[] {
  const byUrl = new Map(pages.map((page) => [page.entry.url, page]));
  const errors: ContentError[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      // Files such as images and feeds are checked by the link checker over the built site.
      if (posix.extname(link.pathname) !== '') continue;
      const target = link.pathname === '' ? page : byUrl.get(link.pathname);
      if (!target) {
        if (!NON_CONTENT_URLS.includes(link.pathname)) {
          errors.push(new ContentError(page.file, link.line, `unknown link target ${link.pathname}`));
        }
        continue;
      }
      if (link.hash && !target.ids.has(decodeURIComponent(link.hash))) {
        errors.push(
          new ContentError(page.file, link.line, `unknown anchor #${link.hash} in ${link.pathname || page.entry.url} (${target.file})`),
        );
      }
    }
  }
  return errors;
}

/** Directory nodes carry path, name, children, size, type and url; sizes add up their children. */
function buildTree(pages: LoadedPage[]): DirectoryEntry {
  const root: DirectoryEntry = { type: 'directory', path: '', name: 'content', url: '/', size: 0, children: [] };
  const directories = new Map<string, DirectoryEntry>([['', root]]);

  const directoryFor = (path: string): DirectoryEntry => {
    const existing = directories.get(path);
    if (existing) return existing;
    const parent = directoryFor(posix.dirname(path) === '.' ? '' : posix.dirname(path));
    const directory: DirectoryEntry = {
      type: 'directory',
      path,
      name: posix.basename(path),
      url: contentPathToUrl(`${path}/index.md`),
      size: 0,
      children: [],
    };
    parent.children.push(directory);
    directories.set(path, directory);
    return directory;
  };

  for (const { entry } of pages) {
    const dir = posix.dirname(entry.path);
    directoryFor(dir === '.' ? '' : dir).children.push(entry);
  }
  const total = (node: ContentNode): number =>
    node.type === 'file' ? node.size : (node.size = node.children.reduce((sum, child) => sum + total(child), 0));
  total(root);
  return root;
}
