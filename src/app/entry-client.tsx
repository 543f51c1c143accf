import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { isAppRoute, loadView } from './content/views';
import { Router } from './routing/router';
import './styles/global.css';

const container = document.getElementById('root');

// Load the current page's chunks first, so the first render is the prerendered HTML exactly.
if (container) {
  const { pathname, search, hash } = window.location;
  loadView(pathname).then(
    (view) => {
      const app = (
        <Router initial={{ pathname, search, hash }} isAppRoute={isAppRoute}>
          <App initialView={view} />
        </Router>
      );
      // The dev server sends an empty shell: render instead of hydrating.
      // Hydration mismatches are bugs: log them where tests and developers look.
      const onRecoverableError = (error: unknown) => console.error('Hydration problem:', error);
      if (container.hasChildNodes()) hydrateRoot(container, app, { onRecoverableError });
      else createRoot(container).render(app);
    },
    (error: unknown) => {
      // The prerendered page stays readable; only client-side navigation is lost.
      console.warn('The page could not start:', error);
    },
  );
}
