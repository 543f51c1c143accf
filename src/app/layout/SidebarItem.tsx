import { useId, useState } from 'react';
import type { SidebarItem as Item } from '../../shared/content';

/**
 * A page in the sidebar with its expandable list of anchors; open while it is the current page.
 * A closed list is not rendered at all: a section's sidebar holds hundreds of anchors, and every
 * page would otherwise carry (and hydrate) all of them.
 */
export function SidebarItem({ item, pathname }: { item: Item; pathname: string }) {
  const current = item.url === pathname;
  const [state, setState] = useState({ open: current, pathname });
  // A new page resets every item: open for the current page, closed for the others.
  if (state.pathname !== pathname) setState({ open: current, pathname });
  const listId = useId();
  const { open } = state;
  return (
    <li className={`sidebar-item${current ? ' sidebar-item--current' : ''}`}>
      <div className="sidebar-item__row">
        <a className="sidebar-item__link" href={item.url} aria-current={current ? 'page' : undefined}>
          {item.title}
        </a>
        {item.anchors.length > 0 && (
          <button
            type="button"
            className="sidebar-item__toggle"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={`${item.title}: sections`}
            onClick={() => setState({ open: !open, pathname })}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="m6 4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {item.anchors.length > 0 && open && (
        <ul id={listId} className="sidebar-item__anchors">
          {item.anchors.map((anchor) => (
            <li key={anchor.id} className={`sidebar-item__anchor sidebar-item__anchor--h${anchor.level}`}>
              <a href={`${item.url}#${anchor.id}`}>{anchor.title}</a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
