import * as routes from '@generated/routes';
import { renderToString } from 'react-dom/server';
import type { HydrationData } from '../shared/content';
import { APP_ROUTES } from '../shared/routes';
import { isPrintableSection } from '../shared/sections';
import { printableUrl } from '../shared/urls';
import { App } from './App';
import { BlogPosts } from './components/BlogPosts';
import { PageBody } from './components/PageBody';
import { headOf, isAppRoute, loadView, type Head } from './content/views';
import { Router } from './routing/router';

export interface RenderedRoute {
  html: string;
  head: Head;
  /** A documentation page's data, inlined in its document for the hydration. */
  hydration?: HydrationData;
  /** A documentation page's article body (and the blog's list of posts), for its Markdown twin. */
  article?: string;
}

/** Renders the screen for `url` to HTML, as the client will render it before any interaction. */
export async function render(url: string): Promise<RenderedRoute> {
  const view = await loadView(url);
  const html = renderToString(
    <Router initial={{ pathname: url, search: '', hash: '' }} isAppRoute={isAppRoute}>
      <App initialView={view} />
    </Router>,
  );
  if (view.kind !== 'doc') return { html, head: headOf(view) };
  const { data } = view.page;
  const article = renderToString(
    <>
      <PageBody page={view.page} />
      {data.posts && <BlogPosts posts={data.posts} />}
    </>,
  );
  return { html, head: headOf(view), hydration: { data, nav: view.nav }, article };
}

/** Every URL to prerender: app routes, content pages and printable sections. */
export function listUrls(): string[] {
  return [
    ...Object.values(APP_ROUTES),
    ...Object.keys(routes.pages),
    ...Object.keys(routes.navs).filter(isPrintableSection).map(printableUrl),
  ];
}
