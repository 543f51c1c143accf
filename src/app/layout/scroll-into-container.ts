/** A scrolling box along one axis, or an item in it: where it starts on screen and how long it is. */
interface Span {
  start: number;
  size: number;
}

/**
 * The scroll offset that brings an item of a scrolling list into view: unchanged when the item is
 * already fully visible, otherwise the item centred. Pure and axis-neutral, so the rule is easy to test.
 */
export function scrollToReveal(view: Span & { scroll: number }, item: Span): number {
  const visible = item.start >= view.start && item.start + item.size <= view.start + view.size;
  if (visible) return view.scroll;
  return Math.max(0, view.scroll + (item.start - view.start) - (view.size - item.size) / 2);
}

/**
 * Scrolls `container` (and only it: `scrollIntoView` would move the page too) so that `element`
 * is visible: vertically (`block`, a sidebar) or sideways (`inline`, a strip of tabs).
 */
export function revealInContainer(container: HTMLElement, element: HTMLElement, axis: 'block' | 'inline' = 'block'): void {
  const box = container.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  if (axis === 'block') {
    container.scrollTop = scrollToReveal(
      { start: box.top, size: container.clientHeight, scroll: container.scrollTop },
      { start: item.top, size: item.height },
    );
  } else {
    container.scrollLeft = scrollToReveal(
      { start: box.left, size: container.clientWidth, scroll: container.scrollLeft },
      { start: item.left, size: item.width },
    );
  }
}
