import { useEffect, type RefObject } from 'react';
import { siteConfig } from '../../../site.config';
import type { PageEntry, SectionNav } from '../../shared/content';
import { isPrintableSection } from '../../shared/sections';
import { printableUrl } from '../../shared/urls';
import { revealInContainer } from './scroll-into-container';
import { SidebarItem } from './SidebarItem';
import './Sidebar.css';

interface SidebarProps {
  nav: SectionNav;
  pathname: string;
  /** The page on screen (while the next one loads, still the last one): its item lists its anchors at once. */
  shown: PageEntry | undefined;
  /** Whether the phone drawer is open: opening it brings the current entry into view again. */
  open: boolean;
  ref: RefObject<HTMLElement | null>;
}

/**
 * The pages of the current section, grouped and ordered, each with its anchors, under a note saying
 * which release the documentation describes. It scrolls on its own; on every page (and each time the
 * drawer opens) the current page's entry is in view.
 */
export function Sidebar({ nav, pathname, shown, open, ref }: SidebarProps) {
  const { current, previous } = siteConfig.version;
  useEffect(() => {
    const entry = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ref.current && entry) revealInContainer(ref.current, entry);
  }, [pathname, open, ref]);
  return (
    <nav id="sidebar" ref={ref} className="sidebar" aria-label={`${nav.title} pages`}>
      <p className="sidebar__title">{nav.title}</p>
      <p className="sidebar__version">
        You are reading {siteConfig.name} {current} documentation, which describes {siteConfig.name} {__WEBPACK_VERSION__}.{' '}
        <a href={previous.url}>Read the version {previous.version} docs</a>.
      </p>
      {nav.groups.map((group, at) => (
        <div className="sidebar__group" key={group.title ?? at}>
          {group.title && <p className="sidebar__group-title">{group.title}</p>}
          <ul className="sidebar__list">
            {group.items.map((item) => (
              <SidebarItem
                key={item.url}
                item={item}
                pathname={pathname}
                section={nav.section}
                {...(shown?.url === item.url && { anchors: shown.anchors })}
              />
            ))}
          </ul>
        </div>
      ))}
      {isPrintableSection(nav.section) && (
        <div className="sidebar__footer">
          <a className="sidebar__print" href={`${printableUrl(nav.section)}?print`}>
            Print Section
          </a>
        </div>
      )}
    </nav>
  );
}
