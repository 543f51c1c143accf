/** Mobile sidebar gestures (spec sections 4 and 9). */
export const SWIPE_THRESHOLD_PX = 20;
/** While dragging the drawer open, the finger is followed up to this distance. */
export const OPEN_DRAG_LIMIT_PX = 295;
/** A gesture is a horizontal swipe only when |dy| / |dx| stays below this. */
export const SWIPE_ANGLE_RATIO = 0.8;

export type SwipeResult = 'open' | 'close' | 'none';

/** What a finished gesture does to the drawer. Pure, so the rules are easy to test. */
export function swipeResult(dx: number, dy: number, drawerOpen: boolean, fromEdge: boolean): SwipeResult {
  if (dx === 0 || Math.abs(dy) / Math.abs(dx) >= SWIPE_ANGLE_RATIO) return 'none';
  if (!drawerOpen && fromEdge && dx > SWIPE_THRESHOLD_PX) return 'open';
  if (drawerOpen && dx < -SWIPE_THRESHOLD_PX) return 'close';
  return 'none';
}

/** How far the drawer follows a finger dragging it open. */
export function partialDrag(dx: number): number {
  return Math.max(0, Math.min(dx, OPEN_DRAG_LIMIT_PX));
}
