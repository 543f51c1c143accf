/** Moves keyboard focus to an element that takes none by itself (a heading), leaving the scroll position alone. */
export function focusInPlace(element: HTMLElement): void {
  element.tabIndex = -1;
  element.focus({ preventScroll: true });
}
