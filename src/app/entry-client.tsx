import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { isAppRoute, loadView, type View } from './content/views';
import { reloadIfNewDeploy } from './offline/new-deploy';
import { Router } from './routing/router';
import { NOT_FOUND_URL } from '../shared/routes';
import { withTrailingSlash } from '../shared/urls';
import './styles/global.css';
import './styles/print.css';

/**
 * Whether the HTML in the page was rendered for this view. Offline, the service worker answers
 * every navigation with the app shell, which must be replaced rather than hydrated.
 */
function isPrerenderedFor(container: HTMLElement, pathname: string, view: View): boolean {
  const renderedFor = container.dataset.url;
  return renderedFor === withTrailingSlash(pathname) || (view.kind === 'not-found' && renderedFor === NOT_FOUND_URL);
}

const container = document.getElementById('root');

// Load the current page's chunks first, so the first render is the prerendered HTML exactly.
if (container) {
  const { pathname, search, hash } = window.location;
  // The prerendered page holds its article already: no need to download it again as a chunk.
  const bodyInDocument = (url: string) =>
    container.dataset.url === url ? (container.querySelector<HTMLElement>('[data-page-body]') ?? undefined) : undefined;
  loadView(pathname, bodyInDocument).then(
    (view) => {
      const app = (
        <Router initial={{ pathname, search, hash }} isAppRoute={isAppRoute}>
          <App initialView={view} />
        </Router>
      );
      // Hydration mismatches are bugs: log them where tests and developers look.
      const onRecoverableError = (error: unknown) => console.error('Hydration problem:', error);
      if (isPrerenderedFor(container, pathname, view)) {
        // As a transition, hydration yields to the browser every few milliseconds instead of
        // holding the main thread for the whole page (long tasks on a phone).
        startTransition(() => {
          hydrateRoot(container, app, { onRecoverableError });
        });
      } else {
        // The dev server's empty page, or the app shell standing in offline: render from scratch.
        container.replaceChildren();
        createRoot(container).render(app);
      }
    },
    async (error: unknown) => {
      // A page of an older deploy whose chunks are gone: load the new version instead.
      if (await reloadIfNewDeploy(error, window.location.href)) return;
      // The prerendered page stays readable; only client-side navigation is lost.
      console.warn('The page could not start:', error);
    },
  );
}
