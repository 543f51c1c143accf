import { useEffect, useRef, useState } from 'react';

interface InViewOptions {
  /** Follow the element in and out of view, instead of stopping once it has been seen. */
  live?: boolean;
  /** The answer before the observer's first report: also what the server renders. */
  initially?: boolean;
}

/**
 * Whether the element is in the viewport: by default true once it has scrolled into view, and
 * from then on. Before hydration and on the server it is `initially` (false unless given), so the
 * prerendered HTML and the first client render agree.
 */
export function useInView<T extends Element>({ live = false, initially = false }: InViewOptions = {}): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(initially);
  const settled = !live && inView;
  useEffect(() => {
    const element = ref.current;
    if (!element || settled) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.at(-1)?.isIntersecting ?? false;
      if (live || seen) setInView(seen);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [live, settled]);
  return [ref, inView];
}
