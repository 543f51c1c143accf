import type { ReactNode } from 'react';
import { sectionOf, withTrailingSlash } from '../../shared/urls';
import type { Status } from '../App';
import { DocsLayout } from './DocsLayout';
import { isInDocumentation } from './documentation';
import { LazyNotificationBar } from '../notification/LazyNotificationBar';
import { LazyServiceWorker } from '../offline/LazyServiceWorker';
import { Footer } from './Footer';
import { Header } from './Header';
import './SiteLayout.css';

/**
 * Header, main area and footer. Documentation screens get the section sidebar; while the
 * next page of the same section loads, the sidebar stays and only the article changes.
 */
export function SiteLayout({ status, children }: { status: Status; children: ReactNode }) {
  const view = status.state === 'ready' ? status.view : status.previous;
  // The not-found page is one prerendered file served for every unknown path: its chrome must not depend on the path.
  const pathname = status.state === 'ready' && view.kind === 'not-found' ? '/' : withTrailingSlash(status.pathname);
  const nav = view.kind === 'doc' && view.nav.section === sectionOf(pathname) ? view.nav : undefined;
  return (
    <div className={`site${isInDocumentation(pathname) ? ' site--subnav' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header pathname={pathname} />
      {nav ? (
        <DocsLayout nav={nav} pathname={pathname} shown={view.kind === 'doc' ? view.page.data.entry : undefined}>
          {children}
        </DocsLayout>
      ) : (
        <main id="main" className="site__main">
          {children}
        </main>
      )}
      <Footer />
      <LazyNotificationBar />
      <LazyServiceWorker />
    </div>
  );
}
