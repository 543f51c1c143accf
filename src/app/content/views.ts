import type { ComponentType } from 'react';
import { siteConfig } from '../../../site.config';
import { readingOrder, type HydrationData, type PageJson, type SectionAnchors, type SectionNav } from '../../shared/content';
import { idPrefixOf, prefixIds } from '../../shared/printable-ids';
import { APP_ROUTES, NOT_FOUND_URL } from '../../shared/routes';
import { isPrintableSection } from '../../shared/sections';
import { isPrintableUrl, pageTitle, sectionOf, withTrailingSlash } from '../../shared/urls';
import type { JsonSource, PageModule, PrintableModule, RouteTable } from './types';

/** What the app shows for a URL, with everything it needs already loaded. */
export type View =
  | { kind: 'splash' | 'vote'; Screen: ComponentType }
  | { kind: 'playground'; Screen: ComponentType; description: string }
  | { kind: 'app-shell' }
  | { kind: 'not-found' }
  | { kind: 'doc'; page: PageModule; nav: SectionNav }
  | { kind: 'printable'; printable: PrintableModule };

let routes: RouteTable | undefined;
let routesLoading: Promise<RouteTable> | undefined;

/**
 * The route table: a chunk of its own, so that the entry neither carries every page's URL nor makes
 * webpack's runtime name every page chunk, named by the client's code rather than its content (one of
 * the content tables, src/builder/webpack/config.ts). Fetched once, on the first navigation or when
 * the first page is idle (entry-client.tsx); a failure is forgotten, so the next call tries again.
 */
export function loadRoutes(): Promise<RouteTable> {
  routesLoading ??= import(/* webpackChunkName: "routes" */ '@generated/routes').then(
    (table) => (routes = table),
    (error: unknown) => {
      routesLoading = undefined;
      throw error;
    },
  );
  return routesLoading;
}

/** Dispatched on `window` when `npm run dev` replaced the route table: the content changed. */
export const CONTENT_UPDATED = 'content-updated';

/** The content's version of the route table this page loaded, if it has loaded one. */
export const loadedContentVersion = (): string | undefined => routes?.version;

/**
 * Whether the app has a screen for this path (links to anything else are left to the browser). The
 * answer for a content page waits for the route table when it has not arrived yet.
 */
export function isAppRoute(pathname: string): boolean | Promise<boolean> {
  const url = withTrailingSlash(pathname);
  if ((Object.values(APP_ROUTES) as string[]).includes(url)) return true;
  const isPage = (table: RouteTable) => (isPrintableUrl(url) ? hasPrintable(table, sectionOf(url)) : url in table.pages);
  return routes ? isPage(routes) : loadRoutes().then(isPage);
}

/** A section has a printable page when it is printable and has pages. */
const hasPrintable = (table: RouteTable, section: string) => isPrintableSection(section) && section in table.navs;

/** A generated module the route table should have and does not: reported as Node and webpack do. */
function moduleNotFound(name: string): Error {
  return Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
}

/**
 * A JSON file of the build that did not load. Named as webpack names a chunk that did not load: a
 * file of an older deploy is gone just like its chunks, and the same recovery applies (new-deploy.ts).
 */
class JsonLoadError extends Error {}
JsonLoadError.prototype.name = 'ChunkLoadError';

async function fetchJson<T>(url: string): Promise<T> {
  const failed = (reason: string) => new JsonLoadError(`Loading chunk ${url} failed.\n(${reason})`);
  const response = await fetch(url).catch((error: unknown) => {
    throw failed(String(error));
  });
  if (!response.ok) throw failed(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

const loadJson = <T,>(source: JsonSource<T>): Promise<T> => (typeof source === 'string' ? fetchJson<T>(source) : source());

/** Loads by key once, keeping the promise; a failure is dropped so that the next call tries again. */
function memo<T>(create: (key: string) => Promise<T>): { get: (key: string) => Promise<T>; set: (key: string, value: T) => void } {
  const loaded = new Map<string, Promise<T>>();
  return {
    get(key) {
      let value = loaded.get(key);
      if (!value) {
        value = create(key);
        loaded.set(key, value);
        value.catch(() => loaded.delete(key));
      }
      return value;
    },
    set: (key, value) => loaded.set(key, Promise.resolve(value)),
  };
}

const fromRoutes = <T,>(table: 'navs' | 'anchors', section: string) =>
  loadRoutes().then((loaded) => {
    const source = loaded[table][section] as JsonSource<T> | undefined;
    if (!source) throw moduleNotFound(`${table}/${section}`);
    return loadJson(source);
  });

/** Each section's sidebar and its pages' anchors, loaded through the route table. */
const sectionTables = () => ({
  navs: memo((section) => fromRoutes<SectionNav>('navs', section)),
  anchors: memo((section) => fromRoutes<SectionAnchors>('anchors', section)),
});
let { navs, anchors } = sectionTables();

// `npm run dev` (hot updates; production builds drop this): an edit of the content replaces the route
// table, so what came through the old one is forgotten, and the app shows the page again in place.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('@generated/routes', () => {
    routes = routesLoading = undefined;
    ({ navs, anchors } = sectionTables());
    window.dispatchEvent(new Event(CONTENT_UPDATED));
  });
}

/** The anchors of every page of a section, for the sidebar items a reader opens. */
export const loadSectionAnchors = (section: string): Promise<SectionAnchors> => anchors.get(section);

/** What the document holds when the page was prerendered: the URL it was rendered for and its data. */
export interface InDocument {
  url: string | undefined;
  hydration?: HydrationData;
  /** The page's body element. */
  body?: HTMLElement;
}

/**
 * Loads what the screen for `pathname` needs. A prerendered page being hydrated needs nothing: its
 * data and sidebar are inline, and its body, markdown or MDX, is kept as the element it is (see
 * PageBody). Otherwise the page (a JSON file, or an MDX chunk) and its section's sidebar load in
 * parallel.
 */
export async function loadView(pathname: string, inDocument?: InDocument): Promise<View> {
  const url = withTrailingSlash(pathname);
  // The home page, the vote page and the playground are chunks of their own: no other page's first load carries them.
  if (url === APP_ROUTES.splash) return { kind: 'splash', Screen: (await import(/* webpackChunkName: "splash" */ '../pages/Splash')).Splash };
  if (url === APP_ROUTES.vote) return { kind: 'vote', Screen: (await import(/* webpackChunkName: "vote-page" */ '../pages/Vote')).Vote };
  if (url === APP_ROUTES.playground) {
    const { Playground, description } = await import(/* webpackChunkName: "playground-page" */ '../pages/Playground');
    return { kind: 'playground', Screen: Playground, description };
  }
  if (url === APP_ROUTES.appShell) return { kind: 'app-shell' };
  if (isPrintableUrl(url)) return loadPrintable(sectionOf(url));
  if (inDocument?.url === NOT_FOUND_URL) return { kind: 'not-found' };
  const prerendered = inDocument?.url === url ? inDocument : undefined;
  const { hydration, body } = prerendered ?? {};
  if (hydration && body) {
    navs.set(hydration.data.section, hydration.nav);
    return { kind: 'doc', page: { data: hydration.data, prerendered: body }, nav: hydration.nav };
  }
  const source = (await loadRoutes()).pages[url];
  if (!source) return { kind: 'not-found' };
  const [page, nav] = await Promise.all([loadPage(source), navs.get(sectionOf(url))]);
  return { kind: 'doc', page, nav };
}

const loadPage = (source: RouteTable['pages'][string]): Promise<PageModule> => (typeof source === 'string' ? fetchJson<PageJson>(source) : source());

/**
 * A whole section on one page: its sidebar's pages in order, each loaded as a page is (so the section
 * is no second copy of the content), with each markdown page's ids prefixed by its path so that one
 * document can hold them all. MDX pages keep their ids.
 */
async function loadPrintable(section: string): Promise<View> {
  const table = await loadRoutes();
  if (!hasPrintable(table, section)) return { kind: 'not-found' };
  const nav = await navs.get(section);
  const pages = await Promise.all(readingOrder(nav).map(({ url }) => loadPage(table.pages[url]!)));
  const prefixed = pages.map((page) => (page.html === undefined ? page : { ...page, html: prefixIds(page.html, idPrefixOf(page.data.entry.path)) }));
  return { kind: 'printable', printable: { section, title: nav.title, pages: prefixed } };
}

export interface Head {
  title: string;
  description: string;
  /** Printable pages must not be indexed (spec section 2). */
  noindex: boolean;
}

/** The `<title>` and meta of a screen, shared by the prerender and client-side navigation. */
export function headOf(view: View): Head {
  const head = (title?: string, description = siteConfig.description, noindex = false): Head => ({
    title: pageTitle(title, siteConfig.name),
    description,
    noindex,
  });
  switch (view.kind) {
    case 'splash':
    case 'app-shell':
      return head();
    case 'vote':
      return head('Vote');
    case 'playground':
      return head('Playground', view.description);
    case 'not-found':
      return head('Page Not Found');
    case 'doc':
      return head(view.page.data.entry.title, view.page.data.entry.description);
    case 'printable':
      return head(view.printable.title, undefined, true);
  }
}
