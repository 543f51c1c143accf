import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Where to scroll after rendering: a saved position on back/forward, else the hash or the top. */
  scrollY?: number;
  /** Counts navigations, so going to the same URL again still scrolls. */
  key: number;
}

interface RouterValue {
  location: Location;
  navigate: (href: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter must be used inside <Router>');
  return value;
}

/** The app's answer to "is this path one of my screens?": at once, or once its route table has arrived. */
export type IsAppRoute = (pathname: string) => boolean | Promise<boolean>;

/** A plain left click on a same-origin link that opens in this tab: the app may take it over. */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

const readLocation = (key: number, scrollY?: number): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  key,
  ...(scrollY !== undefined && { scrollY }),
});

/**
 * A small history router. Every same-origin link to a screen of the app, whether in the
 * layout or inside pre-rendered article HTML, is followed client-side by one document-level
 * click handler, so content links need no React components of their own.
 */
export function Router({
  initial,
  isAppRoute,
  children,
}: {
  initial: Omit<Location, 'key'>;
  isAppRoute: IsAppRoute;
  children: ReactNode;
}) {
  const [location, setLocation] = useState<Location>({ ...initial, key: 0 });

  const navigate = useCallback((href: string) => {
    const url = new URL(href, window.location.href);
    // Remember where the reader was, for the back button.
    window.history.replaceState({ ...window.history.state, scrollY: window.scrollY }, '');
    window.history.pushState({}, '', url.pathname + url.search + url.hash);
    setLocation((previous) => readLocation(previous.key + 1));
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPopState = (event: PopStateEvent) => {
      const saved = (event.state as { scrollY?: number } | null)?.scrollY;
      setLocation((previous) => readLocation(previous.key + 1, saved));
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isPlainClick(event, anchor)) return;
      const url = new URL(anchor.href);
      const current = window.location;
      // Same page, other anchor: the browser scrolls by itself and keeps the history entry.
      if (url.pathname === current.pathname && url.search === current.search && url.hash) return;
      const answer = isAppRoute(url.pathname);
      if (answer === false) return;
      event.preventDefault();
      if (answer === true) navigate(url.href);
      // Clicked before the route table arrived: follow the link either way once it is known.
      else
        answer.then(
          (inApp) => (inApp ? navigate(url.href) : window.location.assign(url.href)),
          () => window.location.assign(url.href),
        );
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick);
    };
  }, [isAppRoute, navigate]);

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
