import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { APP_ROUTES } from '../../shared/routes';
import type { ContentIndex } from '../content/content-index';
import { fileIdentity } from '../file-identity';
import { readJsonFile, writeJsonFile } from '../json-file';
import { isPlaygroundProject, readsBack } from '../markdown/playground-link';

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

/** Every `id` (each time it occurs) and every `href` of a built HTML document. */
function readDocument(html: string, own: (text: string) => string): Facts {
  const ids: string[] = [];
  for (const [tag] of html.matchAll(START_TAG)) {
    if (!tag.includes('id="')) continue;
    for (const [, found = ''] of tag.matchAll(ID_ATTRIBUTE)) ids.push(own(decode(found)));
  }
  const links = [...html.matchAll(LINK)].map(([, href = '']) => own(decode(href)));
  return { ids, links };
}

interface Facts {
  ids: string[];
  links: string[];
}

/**
 * What the last check read from each document, by the file's identity (file-identity.ts): the
 * prerender links an unchanged document from the previous build, so most files of a build are the
 * very files the last check read, and reading and matching them again was most of the check's time
 * (4 of 4.4 s at 2,000 pages). Strings are stored once, in `strings`; documents refer to them by index.
 */
interface FactsFile {
  strings: string[];
  documents: Record<string, { key: string; ids: number[]; links: number[] }>;
}

/** Reads each document's facts, from `cacheFile` when the file is the one it describes, and saves them there for the next check. */
async function documentFacts(dir: string, urls: string[], cacheFile: string | undefined): Promise<Map<string, Facts>> {
  const saved = cacheFile ? await readJsonFile<FactsFile>(cacheFile) : undefined;
  const own = interner();
  const strings = saved?.strings.map(own) ?? [];
  const facts = new Map<string, Facts>();
  const keys = new Map<string, string>();
  for (const url of urls) {
    const file = join(dir, url, 'index.html');
    const key = fileIdentity(file)!;
    const before = saved?.documents[url];
    keys.set(url, key);
    facts.set(
      url,
      before?.key === key
        ? { ids: before.ids.map((at) => strings[at]!), links: before.links.map((at) => strings[at]!) }
        : readDocument(readFileSync(file, 'utf8'), own),
    );
  }
  if (cacheFile) {
    const index = new Map<string, number>();
    const at = (text: string) => {
      let found = index.get(text);
      if (found === undefined) index.set(text, (found = index.size));
      return found;
    };
    const documents: FactsFile['documents'] = {};
    for (const [url, { ids, links }] of facts) documents[url] = { key: keys.get(url)!, ids: ids.map(at), links: links.map(at) };
    await writeJsonFile(cacheFile, { strings: [...index.keys()], documents } satisfies FactsFile);
  }
  return facts;
}

/**
 * Checks the built site as a reader meets it: every internal link and `#anchor` resolves, every
 * page can be reached from the home page by following links, and no page repeats an id. With
 * `cacheFile`, documents the last check read are not read again (see FactsFile).
 */
export async function checkSite(dir: string, source: SiteSource, cacheFile?: string): Promise<LinkProblem[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`));
  const urls = [...files].filter((file) => file.endsWith('/index.html')).map((file) => file.slice(0, -'index.html'.length));
  const documents = new Map<string, Document>();
  for (const [url, { ids, links }] of await documentFacts(dir, urls, cacheFile)) {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    documents.set(url, { url, ids: counts, links });
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
      if (isPlaygroundProject(path, target.hash)) {
        // Not an anchor: the project the playground opens, which must read back.
        if (!readsBack(target.hash)) problems.push({ where: place(document.url, href), message: `link to ${path}: the project in its hash cannot be read` });
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

/** Where the pages of a content index come from, for a check of the site built from it; a file is read only to place a problem in it. */
export function siteSource(index: ContentIndex, contentRoot: string): SiteSource {
  const pages = new Map(index.pages.map((page) => [page.entry.url, page]));
  return {
    sourceOf(url) {
      const page = pages.get(url);
      return page && { file: page.file, text: readFileSync(join(contentRoot, page.entry.path), 'utf8') };
    },
    roots: [APP_ROUTES.splash],
    unlisted: [APP_ROUTES.appShell],
  };
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
