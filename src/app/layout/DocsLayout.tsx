import { useState, type ReactNode } from 'react';
import type { SectionNav } from '../../shared/content';
import { Sidebar } from './Sidebar';
import './DocsLayout.css';

/** Sidebar and article side by side; on narrow screens the sidebar opens as a drawer. */
export function DocsLayout({ nav, pathname, children }: { nav: SectionNav; pathname: string; children: ReactNode }) {
  const [drawer, setDrawer] = useState({ open: false, pathname });
  // Choosing a page closes the drawer.
  if (drawer.pathname !== pathname) setDrawer({ open: false, pathname });
  const close = () => setDrawer({ open: false, pathname });
  return (
    <div className={`docs${drawer.open ? ' docs--drawer-open' : ''}`}>
      <button
        type="button"
        className="docs__menu-button"
        aria-expanded={drawer.open}
        aria-controls="sidebar"
        onClick={() => setDrawer({ open: !drawer.open, pathname })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {nav.title} menu
      </button>
      <div className="docs__backdrop" onClick={close} aria-hidden="true" />
      <Sidebar nav={nav} pathname={pathname} />
      <main id="main" className="docs__main">
        {children}
      </main>
    </div>
  );
}
