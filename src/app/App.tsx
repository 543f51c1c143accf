import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CONTENT_UPDATED, headOf, loadView, type View } from './content/views';
import { focusInPlace } from './focus';
import { SiteLayout } from './layout/SiteLayout';
import { reloadIfNewDeploy } from './offline/new-deploy';
import { useRouter } from './routing/router';
import { Screen } from './Screen';

/** What the main area shows: a loaded screen, or the state of loading the next one. */
export type Status =
  | { state: 'ready'; pathname: string; view: View }
  | { state: 'loading'; pathname: string; previous: View }
  | { state: 'error'; pathname: string; previous: View };

// useLayoutEffect warns when rendered on the server; the prerender never runs effects anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const viewOf = (status: Status): View => (status.state === 'ready' ? status.view : status.previous);

/** The whole app. `initialView` is loaded before hydration, so the first render matches the HTML. */
export function App({ initialView }: { initialView: View }) {
  const { location } = useRouter();
  const [loaded, setLoaded] = useState<Status>({ state: 'ready', pathname: location.pathname, view: initialView });
  const [attempt, setAttempt] = useState(0);
  const firstLoad = useRef(true);
  const firstScroll = useRef(true);

  // A location the app has not loaded yet is shown as loading until its chunks arrive.
  const status: Status =
    loaded.pathname === location.pathname
      ? loaded
      : { state: 'loading', pathname: location.pathname, previous: viewOf(loaded) };

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const { pathname } = location;
    let cancelled = false;
    setLoaded((current) => ({ state: 'loading', pathname, previous: viewOf(current) }));
    loadView(pathname).then(
      (view) => !cancelled && setLoaded({ state: 'ready', pathname, view }),
      async (error: unknown) => {
        console.warn(error);
        if (cancelled || (await reloadIfNewDeploy(error, window.location.href)) || cancelled) return;
        setLoaded((current) => ({ state: 'error', pathname, previous: viewOf(current) }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location.pathname, attempt]);

  // `npm run dev` (production builds drop this): the content changed (views.ts). The page shows its new
  // version where the reader is, without the loading state and scroll reset of a navigation.
  useEffect(() => {
    if (!import.meta.webpackHot) return undefined;
    const update = () => {
      const { pathname } = window.location;
      loadView(pathname).then((view) => setLoaded((current) => (current.pathname === pathname ? { state: 'ready', pathname, view } : current)), console.warn);
    };
    window.addEventListener(CONTENT_UPDATED, update);
    return () => window.removeEventListener(CONTENT_UPDATED, update);
  }, []);

  const ready = status.state === 'ready';

  // Marks the page as interactive: client-side navigation works from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const readyView = status.state === 'ready' ? status.view : undefined;
  const [announcement, setAnnouncement] = useState('');
  const firstView = useRef(true);
  useEffect(() => {
    if (!readyView) return;
    const title = headOf(readyView).title;
    document.title = title;
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    // A new page arrived client-side: tell screen readers, and start keyboard focus at its heading.
    setAnnouncement(`${title}, page loaded`);
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) focusInPlace(heading);
  }, [readyView]);

  // After a navigation: back to the saved position, else to the hash target, else to the top.
  useBrowserLayoutEffect(() => {
    if (firstScroll.current) {
      firstScroll.current = false;
      return;
    }
    if (!ready) return;
    if (location.scrollY !== undefined) return window.scrollTo(0, location.scrollY);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [ready, location.key]);

  return (
    <>
      <SiteLayout status={status}>
        <Screen status={status} onRetry={() => setAttempt((count) => count + 1)} />
      </SiteLayout>
      <p className="visually-hidden route-announcer" role="status">
        {announcement}
      </p>
    </>
  );
}
