import * as routes from '@generated/routes';
import type { ComponentType } from 'react';
import { siteConfig } from '../../../site.config';
import type { SectionNav } from '../../shared/content';
import { APP_ROUTES } from '../../shared/routes';
import { isPrintableUrl, pageTitle, sectionOf, withTrailingSlash } from '../../shared/urls';
import type { PageModule, PrintableModule } from './types';

/** What the app shows for a URL, with everything it needs already loaded. */
export type View =
  | { kind: 'splash'; Splash: ComponentType }
  | { kind: 'vote' }
  | { kind: 'app-shell' }
  | { kind: 'not-found' }
  | { kind: 'doc'; page: PageModule; nav: SectionNav }
  | { kind: 'printable'; printable: PrintableModule };

/** Whether the app has a screen for this path (links to anything else are left to the browser). */
export function isAppRoute(pathname: string): boolean {
  const url = withTrailingSlash(pathname);
  return (
    (Object.values(APP_ROUTES) as string[]).includes(url) ||
    url in routes.pages ||
    (isPrintableUrl(url) && sectionOf(url) in routes.printables)
  );
}

/** A generated module the route table should have and does not: reported as Node and webpack do. */
function moduleNotFound(name: string): Error {
  return Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
}

/** A markdown page's body element when the document already holds it (the prerendered page being hydrated). */
export type BodyInDocument = (url: string) => HTMLElement | undefined;

/**
 * Loads the chunks of the screen for `pathname` in parallel: the page, its section's sidebar and,
 * for a markdown page whose HTML is not in the document yet, its body.
 */
export async function loadView(pathname: string, bodyInDocument: BodyInDocument = () => undefined): Promise<View> {
  const url = withTrailingSlash(pathname);
  if (url === APP_ROUTES.splash) {
    // The home page's cube, heading, examples and sponsors are a chunk of their own: no other page needs them.
    const { Splash } = await import(/* webpackChunkName: "splash" */ '../pages/Splash');
    return { kind: 'splash', Splash };
  }
  if (url === APP_ROUTES.vote) return { kind: 'vote' };
  if (url === APP_ROUTES.appShell) return { kind: 'app-shell' };
  const loadPage = routes.pages[url];
  if (loadPage) {
    const loadNav = routes.navs[sectionOf(url)];
    // A body already in the document is neither downloaded nor serialised (on a long page that
    // alone was a long task on a phone): PageBody keeps the element as it is.
    const prerendered = bodyInDocument(url);
    const loadBody = prerendered ? undefined : routes.bodies[url];
    const [page, nav, body] = await Promise.all([loadPage(), loadNav?.(), loadBody?.()]);
    if (!nav) throw moduleNotFound(`nav/${sectionOf(url)}`);
    return { kind: 'doc', page: { ...page, ...(body && { html: body.html }), ...(prerendered && { prerendered }) }, nav: nav.default };
  }
  const loadPrintable = isPrintableUrl(url) ? routes.printables[sectionOf(url)] : undefined;
  if (loadPrintable) return { kind: 'printable', printable: await loadPrintable() };
  return { kind: 'not-found' };
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
    case 'not-found':
      return head('Page Not Found');
    case 'doc':
      return head(view.page.data.entry.title, view.page.data.entry.description);
    case 'printable':
      return head(view.printable.title, undefined, true);
  }
}
