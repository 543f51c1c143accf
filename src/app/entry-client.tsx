import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { whenIdle } from './components/useIdle';
import { isAppRoute, loadRoutes, loadView, type InDocument, type View } from './content/views';
import { reloadIfNewDeploy } from './offline/new-deploy';
import { Router } from './routing/router';
import { HYDRATION_DATA_ID, type HydrationData } from '../shared/content';
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

/** The prerendered page as the document holds it: its URL, its inline data and a markdown page's body. */
function inDocument(container: HTMLElement): InDocument {
  const data = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  const body = container.querySelector<HTMLElement>('[data-page-body]');
  return { url: container.dataset.url, ...(data && { hydration: JSON.parse(data) as HydrationData }), ...(body && { body }) };
}

const container = document.getElementById('root');

// Load what the current page needs first, so the first render is the prerendered HTML exactly.
if (container) {
  const { pathname, search, hash } = window.location;
  loadView(pathname, inDocument(container)).then(
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
      // The route table is the first thing a click on a link needs: fetch it once the page has settled.
      whenIdle(() => void loadRoutes().catch(() => undefined), { timeoutMs: 5000, fallbackMs: 1000 });
    },
    async (error: unknown) => {
      // A page of an older deploy whose chunks are gone: load the new version instead.
      if (await reloadIfNewDeploy(error, window.location.href)) return;
      // The prerendered page stays readable; only client-side navigation is lost.
      console.warn('The page could not start:', error);
    },
  );
}
