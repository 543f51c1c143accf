import { useEffect, useState } from 'react';
import type { Anchor } from '../../shared/content';

/** How far below the scroll padding a heading's top may be and still count as reached. */
const REACH = 24;
/** The observer's root reaches this far above the screen: further than any page is long. */
const ABOVE = 1_000_000;
/** What a reader does to scroll by themselves (a wheel, a finger, a key, the scroll bar). */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The id of the section the reader is in: the last heading whose top has passed a line just below
 * the header, where following an anchor puts its heading. One IntersectionObserver, whose root
 * runs from far above the page down to that line, reports each heading crossing the line either
 * way, so scrolling measures nothing. A heading the reader went to by its hash counts until they
 * scroll by themselves: near the end of a page a heading may never reach the line. Undefined above
 * the first heading.
 */
export function useSectionInView(anchors: Anchor[]): string | undefined {
  const [current, setCurrent] = useState<{ anchors: Anchor[]; id: string | undefined }>();
  useEffect(() => {
    const headings = anchors.map(({ id }) => document.getElementById(id)).filter((heading) => heading !== null);
    if (headings.length === 0) return undefined;
    const passed = new Set<Element>();
    let chosen: string | undefined;
    const show = () => setCurrent({ anchors, id: chosen ?? headings.findLast((heading) => passed.has(heading))?.id });
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      chosen = headings.some((heading) => heading.id === id) ? id : undefined;
      show();
    };
    const onOwnScroll = () => {
      if (chosen === undefined) return;
      chosen = undefined;
      show();
    };
    let observer: IntersectionObserver | undefined;
    // The line follows the scroll padding, which differs where the header stops being sticky.
    const observe = () => {
      observer?.disconnect();
      passed.clear();
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + REACH;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) passed.add(entry.target);
            else passed.delete(entry.target);
          }
          show();
        },
        { rootMargin: `${ABOVE}px 0px ${Math.round(line - window.innerHeight)}px 0px` },
      );
      for (const heading of headings) observer.observe(heading);
    };
    observe();
    if (window.location.hash) onHash();
    window.addEventListener('resize', observe);
    window.addEventListener('hashchange', onHash);
    for (const type of OWN_SCROLL) window.addEventListener(type, onOwnScroll, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
      window.removeEventListener('hashchange', onHash);
      for (const type of OWN_SCROLL) window.removeEventListener(type, onOwnScroll);
    };
  }, [anchors]);
  return current?.anchors === anchors ? current.id : undefined;
}
