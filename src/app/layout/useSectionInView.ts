import { useEffect, useState } from 'react';
import type { Anchor } from '../../shared/content';

/** How far below the scroll padding a heading's top may be and still count as reached. */
const REACH = 24;
/** The observer's root reaches this far above the screen: further than any page is long. */
const ABOVE = 1_000_000;

/**
 * The id of the section the reader is in: the last heading whose top has passed a line just below
 * the header, where following an anchor puts its heading. One IntersectionObserver, whose root
 * runs from far above the page down to that line, reports each heading crossing the line either
 * way, so scrolling measures nothing. Undefined above the first heading.
 */
export function useSectionInView(anchors: Anchor[]): string | undefined {
  const [current, setCurrent] = useState<{ anchors: Anchor[]; id: string | undefined }>();
  useEffect(() => {
    const headings = anchors.map(({ id }) => document.getElementById(id)).filter((heading) => heading !== null);
    if (headings.length === 0) return undefined;
    const passed = new Set<Element>();
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
          setCurrent({ anchors, id: headings.findLast((heading) => passed.has(heading))?.id });
        },
        { rootMargin: `${ABOVE}px 0px ${Math.round(line - window.innerHeight)}px 0px` },
      );
      for (const heading of headings) observer.observe(heading);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
    };
  }, [anchors]);
  return current?.anchors === anchors ? current.id : undefined;
}
