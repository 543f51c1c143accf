import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { ContentNode, DirectoryEntry } from '../../shared/content';
import { APP_ROUTES, NON_CONTENT_URLS } from '../../shared/routes';
import { contentPathToUrl, sectionOf } from '../../shared/urls';
import type { InternalLink } from '../markdown/links';
import { renderInThisThread, type PageRenderer } from '../markdown/render';
import { PRESETS_DIR } from '../playground/presets';
import { ContentBuildError, ContentError } from './errors';
import { readContentHistory, type ContentHistory } from './git-history';
import { loadPage, type LoadedPage, type SiteContext } from './load-page';
import { buildCatalog, buildSectionNav, catalogMarkdown } from './navigation';
import { findPackagePages } from './package-pages';
import type { PageMemo } from './page-memo';
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
  /** Pages this process loaded before, reused where nothing they are made from changed (the dev server). */
  memo?: PageMemo;
  /** The content's git history, if the caller has read it (default: read now). */
  history?: ContentHistory;
}

/**
 * Reads every content file and builds the content index. All problems of all files are
 * collected and thrown together as a ContentBuildError, each with its file and line.
 */
export async function buildContentIndex({ root, displayRoot = 'content', render = renderInThisThread, memo, history: known }: ContentIndexOptions): Promise<ContentIndex> {
  const paths = await scanContent(root);
  const sources = new Map(await Promise.all(paths.map(async (path) => [path, await readFile(join(root, path), 'utf8')] as const)));
  const [packagePages, history] = await Promise.all([findPackagePages(sources), known ?? readContentHistory(root)]);
  const site: SiteContext = { packagePages, render, history };
  const packagePagesJson = JSON.stringify([...packagePages]);
  const keys = new Set<string>();
  const load = async (path: string, appendix = '') => {
    const key = appendix ? `${path} with its catalog` : path;
    keys.add(key);
    const inputs = [root, displayRoot, sources.get(path)!, appendix, JSON.stringify(history.of(path) ?? null), packagePagesJson];
    const remembered = memo?.get(key, inputs);
    if (remembered) return remembered;
    const page = await loadPage(root, displayRoot, path, sources.get(path)!, site, appendix);
    memo?.set(key, inputs, page);
    return page;
  };
  const errors: ContentError[] = [];
  const results = await Promise.all(
    paths.map((path) =>
      load(path).catch((error: unknown) => {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
        return undefined;
      }),
    ),
  );
  const loaded = results.filter((page): page is LoadedPage => page !== undefined);
  const pages = await Promise.all(loaded.map((page) => (page.catalog ? load(page.entry.path, catalogOf(page, loaded)) : page)));
  memo?.keepOnly(keys);
  const presets = {
    folder: `${displayRoot}/${PRESETS_DIR}`,
    names: (await readdir(join(root, PRESETS_DIR), { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  };
  errors.push(...findDuplicateUrls(pages), ...findBrokenLinks(pages, sources, presets));
  if (errors.length > 0) {
    throw new ContentBuildError(errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0)));
  }
  return { tree: buildTree(pages), pages, ...(history.missing && { historyMissing: history.missing }) };
}

/**
 * A section index that asks for it lists every page of its section: the tables are markdown written
 * from the other pages' entries and rendered with the body, so they are plain HTML in the page (no
 * data for the browser to load), with anchors, search sections and checked links like any text.
 */
function catalogOf(index: LoadedPage, all: LoadedPage[]): string {
  const section = sectionOf(index.entry.url);
  const entries = all.map((page) => page.entry).filter((entry) => sectionOf(entry.url) === section);
  const nav = buildSectionNav(section, index.entry.title, entries);
  return catalogMarkdown(index.entry.title, buildCatalog(nav, new Map(entries.map((entry) => [entry.url, entry]))));
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

/**
 * The column of `text` in a line of `source`, if it is there: the parser gives inline nodes their line
 * only (fast-parse.ts), and an editor can put the cursor on a broken link's target.
 */
function columnOf(source: string | undefined, line: number, text: string): number | undefined {
  const at = source?.split('\n', line)[line - 1]?.indexOf(text) ?? -1;
  return at === -1 ? undefined : at + 1;
}

/** The project a link to the playground opens, `first-bundle` in `/playground/?preset=first-bundle`, if it names one. */
function presetOf(link: InternalLink): string | null {
  if (link.pathname !== APP_ROUTES.playground) return null;
  const [target = ''] = link.href.split('#', 1);
  return new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?') + 1) : '').get('preset');
}

/** Links to pages, anchors and playground projects (the folders `names` of `presets.folder`) that do not exist. */
function findBrokenLinks(pages: LoadedPage[], sources: ReadonlyMap<string, string>, presets: { folder: string; names: readonly string[] }): ContentError[] {
  const byUrl = new Map(pages.map((page) => [page.entry.url, page]));
  const errors: ContentError[] = [];
  for (const page of pages) {
    // A README's lines are not its page's.
    const source = page.entry.package ? undefined : sources.get(page.entry.path);
    for (const link of page.links) {
      const column = () => columnOf(source, link.line, link.href);
      // Files such as images and feeds are checked by the link checker over the built site.
      if (posix.extname(link.pathname) !== '') continue;
      const target = link.pathname === '' ? page : byUrl.get(link.pathname);
      if (!target) {
        if (!NON_CONTENT_URLS.includes(link.pathname)) {
          errors.push(new ContentError(page.file, link.line, `unknown link target ${link.pathname}`, column()));
          continue;
        }
        const preset = presetOf(link);
        if (preset !== null && !presets.names.includes(preset)) {
          errors.push(new ContentError(page.file, link.line, `unknown playground preset "${preset}": there is no ${presets.folder}/${preset}/`, column()));
        }
        continue;
      }
      if (link.hash && !target.ids.has(decodeURIComponent(link.hash))) {
        errors.push(
          new ContentError(page.file, link.line, `unknown anchor #${link.hash} in ${link.pathname || page.entry.url} (${target.file})`, column()),
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
