import { siteConfig } from '../../../site.config';
import type { SectionNav } from '../../shared/content';
import { isPrintableSection } from '../../shared/sections';
import { printableUrl } from '../../shared/urls';
import { SidebarItem } from './SidebarItem';
import './Sidebar.css';

/** The pages of the current section, grouped and ordered, each with its anchors. */
export function Sidebar({ nav, pathname }: { nav: SectionNav; pathname: string }) {
  const { current, previous } = siteConfig.version;
  return (
    <nav id="sidebar" className="sidebar" aria-label={`${nav.title} pages`}>
      <p className="sidebar__title">{nav.title}</p>
      {nav.groups.map((group, at) => (
        <div className="sidebar__group" key={group.title ?? at}>
          {group.title && <p className="sidebar__group-title">{group.title}</p>}
          <ul className="sidebar__list">
            {group.items.map((item) => (
              <SidebarItem key={item.url} item={item} pathname={pathname} />
            ))}
          </ul>
        </div>
      ))}
      <div className="sidebar__footer">
        {isPrintableSection(nav.section) && (
          <a className="sidebar__print" href={`${printableUrl(nav.section)}?print`}>
            Print Section
          </a>
        )}
        <p className="sidebar__version">
          You are reading {siteConfig.name} {current} documentation.{' '}
          <a href={previous.url}>Read the version {previous.version} docs</a>.
        </p>
      </div>
    </nav>
  );
}
