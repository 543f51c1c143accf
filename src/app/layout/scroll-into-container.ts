/**
 * The scrollTop that brings a row of a scrolling list into view: unchanged when the row is
 * already fully visible, otherwise the row centred. Pure, so the rule is easy to test.
 */
export function scrollTopToReveal(view: { top: number; height: number; scrollTop: number }, row: { top: number; height: number }): number {
  const visible = row.top >= view.top && row.top + row.height <= view.top + view.height;
  if (visible) return view.scrollTop;
  return Math.max(0, view.scrollTop + (row.top - view.top) - (view.height - row.height) / 2);
}

/**
 * Scrolls `container` (and only it: `scrollIntoView` would move the page too) so that
 * `element` is visible.
 */
export function revealInContainer(container: HTMLElement, element: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const row = element.getBoundingClientRect();
  container.scrollTop = scrollTopToReveal(
    { top: box.top, height: container.clientHeight, scrollTop: container.scrollTop },
    { top: row.top, height: row.height },
  );
}
