import { useEffect, useId, useState } from 'react';
import type { Anchor, SectionAnchors, SidebarItem as Item } from '../../shared/content';
import { loadSectionAnchors } from '../content/views';
import { breakAtDots } from './break-at-dots';

/**
 * The anchors of a section's pages, loaded once `wanted`: the sidebar lists only counts, so that a
 * page does not carry (and hydrate) the hundreds of anchors of its whole section.
 */
function useSectionAnchors(section: string, wanted: boolean): SectionAnchors | undefined {
  const [loaded, setLoaded] = useState<{ section: string; anchors: SectionAnchors }>();
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    // Failed (offline before it was cached): the item stays closed-looking until it is toggled again.
    loadSectionAnchors(section).then((anchors) => !cancelled && setLoaded({ section, anchors }), () => undefined);
    return () => {
      cancelled = true;
    };
  }, [section, wanted]);
  return loaded?.section === section ? loaded.anchors : undefined;
}

/**
 * A page in the sidebar with its expandable list of anchors; open while it is the current page.
 * The page on screen brings its own anchors; another page's are loaded when a reader opens it. A
 * closed list is not rendered at all.
 */
export function SidebarItem({ item, pathname, section, anchors }: { item: Item; pathname: string; section: string; anchors?: Anchor[] }) {
  const current = item.url === pathname;
  const [state, setState] = useState({ open: current, pathname });
  // A new page resets every item: open for the current page, closed for the others.
  if (state.pathname !== pathname) setState({ open: current, pathname });
  const listId = useId();
  const { open } = state;
  const loaded = useSectionAnchors(section, open && !anchors && item.anchorCount > 0);
  const list = open ? (anchors ?? loaded?.[item.url]) : undefined;
  return (
    <li className={`sidebar-item${current ? ' sidebar-item--current' : ''}`}>
      <div className="sidebar-item__row">
        <a className="sidebar-item__link" href={item.url} aria-current={current ? 'page' : undefined}>
          {breakAtDots(item.title)}
        </a>
        {item.anchorCount > 0 && (
          <button
            type="button"
            className="sidebar-item__toggle"
            aria-expanded={open}
            aria-controls={list ? listId : undefined}
            aria-label={`${item.title}: sections`}
            onClick={() => setState({ open: !open, pathname })}
          />
        )}
      </div>
      {list && list.length > 0 && (
        <ul id={listId} className="sidebar-item__anchors">
          {list.map((anchor) => (
            <li key={anchor.id} className={`sidebar-item__anchor sidebar-item__anchor--h${anchor.level}`}>
              <a href={`${item.url}#${anchor.id}`}>{breakAtDots(anchor.title)}</a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
