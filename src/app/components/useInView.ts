import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has scrolled into the viewport, and from then on. Before hydration and
 * on the server it is false, so the prerendered HTML and the first client render agree.
 */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return [ref, inView];
}
