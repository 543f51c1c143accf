import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { APP_ROUTES } from '../../shared/routes';
import type { ContentIndex } from '../content/content-index';

/** One problem in the built site, placed where an author can fix it. */
export interface LinkProblem {
  /** `content/concepts/output.md:12` when the link is in a content file, else the built document. */
  where: string;
  message: string;
}

export interface SiteSource {
  /** The content file a page URL was built from, with its text, to find a link's line. */
  sourceOf(url: string): { file: string; text: string } | undefined;
  /** Pages that need no link to them (the home page, the not-found page). */
  roots: string[];
  /** Pages that may be unreachable on purpose (the app shell). */
  unlisted: string[];
}

interface Document {
  url: string;
  ids: Map<string, number>;
  links: string[];
}

const ID_ATTRIBUTE = /\sid="([^"]*)"/g;
const LINK = /<a\s[^>]*?href="([^"]*)"/g;
const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** A start tag; text never holds a raw `<`, so `id="x"` shown inside a code block is not matched. */
const START_TAG = /<[a-zA-Z](?:"[^"]*"|[^">])*>/g;

/**
 * One copy of each distinct id and link for the whole site. A matched substring keeps the whole
 * document it came from in memory; every page repeats its sidebar's links, so without this the check
 * held every document of the site at once (half a gigabyte at 2,000 pages).
 */
function interner(): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let own = known.get(text);
    if (own === undefined) {
      own = Buffer.from(text).toString();
      known.set(own, own);
    }
    return own;
  };
}

/** Every `id` (with how often it occurs) and every `href` of a built HTML document. */
function readDocument(url: string, html: string, own: (text: string) => string): Document {
  const ids = new Map<string, number>();
  for (const [tag] of html.matchAll(START_TAG)) {
    if (!tag.includes('id="')) continue;
    for (const [, found = ''] of tag.matchAll(ID_ATTRIBUTE)) {
      const id = own(decode(found));
      ids.set(id, (ids.get(id) ?? 0) + 1);
    }
  }
  const links = [...html.matchAll(LINK)].map(([, href = '']) => own(decode(href)));
  return { url, ids, links };
}

/**
 * Checks the built site as a reader meets it: every internal link and `#anchor` resolves, every
 * page can be reached from the home page by following links, and no page repeats an id.
 */
export async function checkSite(dir: string, source: SiteSource): Promise<LinkProblem[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`));
  const documents = new Map<string, Document>();
  const own = interner();
  for (const file of files) {
    if (!file.endsWith('/index.html')) continue;
    const url = file.slice(0, -'index.html'.length);
    documents.set(url, readDocument(url, await readFile(join(dir, file), 'utf8'), own));
  }

  const problems: LinkProblem[] = [];
  const place = (url: string, needle: string): string => {
    const found = source.sourceOf(url);
    const at = found?.text.split('\n').findIndex((line) => line.includes(needle)) ?? -1;
    return found && at !== -1 ? `${found.file}:${at + 1}` : `dist${url}index.html`;
  };

  // Every page repeats its sidebar's links: a path-absolute link is parsed once for the whole site.
  const parsed = new Map<string, { path: string; hash: string }>();
  const resolve = (href: string, base: string) => {
    const known = parsed.get(href);
    if (known) return known;
    const target = new URL(href, `http://site${base}`);
    const resolved = { path: decodeURIComponent(target.pathname), hash: target.hash };
    if (href.startsWith('/')) parsed.set(href, resolved);
    return resolved;
  };

  for (const document of documents.values()) {
    for (const [id, count] of document.ids) {
      if (count > 1) problems.push({ where: `dist${document.url}index.html`, message: `id "${id}" is used ${count} times` });
    }
    for (const href of document.links) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      const target = resolve(href, document.url);
      const { path } = target;
      const page = documents.get(path);
      const exists = page !== undefined || files.has(path) || (path.endsWith('/') && files.has(`${path}index.html`));
      if (!exists) {
        problems.push({ where: place(document.url, href.split('#')[0] || href), message: `link to ${href}: no such page or file` });
        continue;
      }
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (anchor && page && !page.ids.has(anchor)) {
        problems.push({ where: place(document.url, `#${target.hash.slice(1)}`), message: `link to ${href}: ${path} has no id "${anchor}"` });
      }
    }
  }

  // Reachability: follow links from the roots, as a reader (or a crawler) would.
  const reached = new Set<string>();
  const queue = [...source.roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (reached.has(url)) continue;
    reached.add(url);
    for (const href of documents.get(url)?.links ?? []) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const { path } = resolve(href, url);
      if (documents.has(path)) queue.push(path);
    }
  }
  for (const url of documents.keys()) {
    if (!reached.has(url) && !source.unlisted.includes(url)) {
      problems.push({ where: source.sourceOf(url)?.file ?? `dist${url}index.html`, message: `${url} cannot be reached by following links from the home page` });
    }
  }
  return problems;
}

/** Where the pages of a content index come from, for a check of the site built from it. */
export async function siteSource(index: ContentIndex, contentRoot: string): Promise<SiteSource> {
  const sources = new Map<string, { file: string; text: string }>();
  for (const page of index.pages) {
    sources.set(page.entry.url, { file: page.file, text: await readFile(join(contentRoot, page.entry.path), 'utf8') });
  }
  return { sourceOf: (url) => sources.get(url), roots: [APP_ROUTES.splash], unlisted: [APP_ROUTES.appShell] };
}

/** The build fails on any problem, listing them all, each with the place to fix it. */
export class SiteCheckError extends Error {
  constructor(readonly problems: LinkProblem[]) {
    super(
      `The built site has ${problems.length} broken link${problems.length === 1 ? '' : 's'} or id${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((problem) => `  ${problem.where}: ${problem.message}`).join('\n'),
    );
    this.name = 'SiteCheckError';
  }
}
