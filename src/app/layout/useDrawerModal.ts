import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Below this width the sidebar is a drawer over the page (the same query as DocsLayout.css). */
export const DRAWER_QUERY = '(max-width: 860px)';

interface DrawerParts {
  drawer: RefObject<HTMLElement | null>;
  backdrop: RefObject<HTMLElement | null>;
  menuButton: RefObject<HTMLElement | null>;
}

/**
 * While the phone drawer is open it behaves as a modal: everything outside it (and the
 * backdrop) is inert, so neither Tab nor a screen reader reaches the page hidden behind it;
 * focus moves into the drawer, onto the current page's entry; Escape closes it. Widening the
 * window past the drawer breakpoint closes it. Returns `close(returnFocus)`: closing by Escape or
 * the backdrop gives focus back to the menu button, once the page behind is no longer inert.
 */
export function useDrawerModal(open: boolean, setOpen: (open: boolean) => void, { drawer, backdrop, menuButton }: DrawerParts) {
  const returnFocus = useRef(false);
  const close = useCallback(
    (giveFocusBack: boolean) => {
      returnFocus.current = giveFocusBack;
      setOpen(false);
    },
    [setOpen],
  );

  useEffect(() => {
    const media = window.matchMedia(DRAWER_QUERY);
    const panel = drawer.current;
    if (!open || !media.matches || !panel) return;
    const made = inertOutside([panel, backdrop.current]);
    if (!panel.contains(document.activeElement)) {
      const target = panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector<HTMLElement>('a[href]');
      target?.focus({ preventScroll: true });
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onWiden = () => {
      if (!media.matches) close(false);
    };
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onWiden);
    return () => {
      for (const element of made) element.inert = false;
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onWiden);
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
    };
  }, [open, close, drawer, backdrop, menuButton]);

  return close;
}

/** Makes inert every element beside the path from `document.body` to the kept ones; returns what it changed. */
function inertOutside(keep: (HTMLElement | null)[]): HTMLElement[] {
  const kept = keep.filter((element): element is HTMLElement => element !== null);
  const made: HTMLElement[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || kept.includes(child)) continue;
      if (kept.some((element) => child.contains(element))) walk(child);
      else if (!child.inert && !['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName)) {
        child.inert = true;
        made.push(child);
      }
    }
  };
  walk(document.body);
  return made;
}
