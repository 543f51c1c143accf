import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { PageEntry, SectionNav } from '../../shared/content';
import { lazyWhenIdle } from '../components/lazyWhenIdle';
import { hasOutline, Outline } from './Outline';
import { Sidebar } from './Sidebar';
import { useDrawerModal } from './useDrawerModal';
import { useSwipeDrawer } from './useSwipeDrawer';
import './DocsLayout.css';

const BackToTop = lazyWhenIdle(() => import(/* webpackChunkName: "back-to-top" */ './BackToTop'));

/**
 * Sidebar, article and the page's outline side by side; on narrower screens the outline opens from a
 * button, and on phones the sidebar opens as a drawer and a button leads back to the top.
 */
export function DocsLayout({ nav, pathname, shown, children }: { nav: SectionNav; pathname: string; shown: PageEntry | undefined; children: ReactNode }) {
  const [drawer, setDrawer] = useState({ open: false, pathname });
  // Choosing a page closes the drawer.
  if (drawer.pathname !== pathname) setDrawer({ open: false, pathname });
  const setOpen = useCallback((open: boolean) => setDrawer({ open, pathname }), [pathname]);
  const sidebar = useRef<HTMLElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useDrawerModal(drawer.open, setOpen, { drawer: sidebar, backdrop, menuButton });
  const drag = useSwipeDrawer(drawer.open, setOpen);
  const dragStyle = drag === undefined ? undefined : ({ '--drawer-drag': `${drag}px` } as CSSProperties);
  return (
    <div className={`docs${drawer.open ? ' docs--drawer-open' : ''}${drag === undefined ? '' : ' docs--dragging'}`} style={dragStyle}>
      <span className="docs__edge-handle" aria-hidden="true" />
      {/* One row on phones: the section menu and "On this page". */}
      <div className="docs__bar">
        <button
          ref={menuButton}
          type="button"
          className="docs__bar-button docs__menu-button"
          aria-expanded={drawer.open}
          aria-controls="sidebar"
          onClick={() => setOpen(!drawer.open)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="docs__bar-label">{nav.title} menu</span>
        </button>
        {shown && hasOutline(shown.anchors) && <Outline anchors={shown.anchors} pathname={pathname} />}
      </div>
      <div ref={backdrop} className="docs__backdrop" onClick={() => close(true)} aria-hidden="true" />
      <Sidebar ref={sidebar} nav={nav} pathname={pathname} shown={shown} open={drawer.open} />
      <main id="main" className="docs__main">
        {children}
      </main>
      <BackToTop />
    </div>
  );
}
