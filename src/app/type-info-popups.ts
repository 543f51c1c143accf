import { TYPE_INFO_CLASS } from '../shared/type-info';

/**
 * Escape hides the popup of types on hover that is showing (src/builder/markdown/type-info.ts; CSS
 * shows it on hover and focus), without moving the pointer or focus, as WCAG's content on hover asks;
 * it shows again once the pointer or focus has left its option. Imported for its listeners by PageBody,
 * only on pages with such popups; a module runs once, so they are added once.
 */
const optionOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(`.${TYPE_INFO_CLASS}`) : null);

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const showing = document.querySelectorAll<HTMLElement>(`.${TYPE_INFO_CLASS}:is(:hover, :focus-visible):not([data-dismissed])`);
  if (showing.length === 0) return;
  // The popup is what Escape closes, not the dialog or drawer around it.
  event.stopPropagation();
  for (const option of showing) option.dataset.dismissed = '';
});

const leave = (event: FocusEvent | MouseEvent) => {
  const option = optionOf(event.target);
  if (option && !option.contains(event.relatedTarget as Node | null)) delete option.dataset.dismissed;
};
document.addEventListener('focusout', leave);
document.addEventListener('mouseout', leave);
