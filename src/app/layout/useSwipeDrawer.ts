import { useEffect, useRef, useState } from 'react';
import { partialDrag, swipeResult } from './swipe';

/**
 * Touch gestures for the mobile drawer: a right swipe from the edge handle opens it (the
 * drawer follows the finger meanwhile), a left swipe anywhere closes it. Returns the current
 * partial-drag distance, or undefined when no drag is under way.
 */
export function useSwipeDrawer(open: boolean, setOpen: (open: boolean) => void): number | undefined {
  const [drag, setDrag] = useState<number | undefined>(undefined);
  const start = useRef<{ x: number; y: number; fromEdge: boolean } | null>(null);

  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return;
      const fromEdge = event.target instanceof Element && event.target.closest('.docs__edge-handle') !== null;
      start.current = { x: touch.clientX, y: touch.clientY, fromEdge };
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start.current || !touch || open || !start.current.fromEdge) return;
      setDrag(partialDrag(touch.clientX - start.current.x));
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      setDrag(undefined);
      if (!from || !touch) return;
      const result = swipeResult(touch.clientX - from.x, touch.clientY - from.y, open, from.fromEdge);
      if (result !== 'none') setOpen(result === 'open');
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('touchcancel', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [open, setOpen]);

  return drag;
}
