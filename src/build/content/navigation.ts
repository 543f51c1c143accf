import { slug } from 'github-slugger';
import type { CatalogGroup, PageEntry, PageLink, SectionNav, SidebarItem } from '../../shared/content';
import { sectionOf } from '../../shared/urls';

const bySortThenTitle = (a: PageEntry, b: PageEntry) => a.sort - b.sort || a.title.localeCompare(b.title);

/** The pages of each section, keyed by section: the section's own index page first. */
export function pagesBySection(pages: PageEntry[]): Map<string, PageEntry[]> {
  const sections = new Map<string, PageEntry[]>();
  for (const page of pages) {
    const section = sectionOf(page.url);
    sections.set(section, [...(sections.get(section) ?? []), page]);
  }
  return sections;
}

/**
 * A section's sidebar: the index page first, then pages without a group, then each group
 * (groups ordered by their first page's sort), pages ordered by sort and then title.
 */
export function buildSectionNav(section: string, title: string, pages: PageEntry[]): SectionNav {
  const indexUrl = `/${section}/`;
  const index = pages.find((page) => page.url === indexUrl);
  const rest = pages.filter((page) => page !== index).sort(bySortThenTitle);
  const groups = new Map<string | undefined, PageEntry[]>([[undefined, index ? [index] : []]]);
  for (const page of rest) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  return {
    section,
    title,
    groups: [...groups]
      .filter(([, items]) => items.length > 0)
      .map(([groupTitle, items]) => ({
        ...(groupTitle !== undefined && { title: groupTitle }),
        items: items.map(toSidebarItem),
      })),
  };
}

function toSidebarItem(page: PageEntry): SidebarItem {
  return {
    title: page.title,
    url: page.url,
    sort: page.sort,
    anchors: page.anchors,
    ...(page.group !== undefined && { group: page.group }),
  };
}

/** The reading order of a section, as its sidebar shows it. */
export function readingOrder(nav: SectionNav): PageLink[] {
  return nav.groups.flatMap((group) => group.items.map(({ title, url }) => ({ title, url })));
}

/** Previous and next page of `url` within its section's reading order. */
export function neighbours(order: PageLink[], url: string): { previous?: PageLink; next?: PageLink } {
  const at = order.findIndex((link) => link.url === url);
  const previous = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 ? order[at + 1] : undefined;
  return { ...(previous && { previous }), ...(next && { next }) };
}

/**
 * Every page of a section but its index, grouped and ordered as the sidebar shows them, with the
 * one line that says what each is for: the index page's tables can then never miss a page.
 */
export function buildCatalog(nav: SectionNav, entries: ReadonlyMap<string, PageEntry>): CatalogGroup[] {
  const indexUrl = `/${nav.section}/`;
  return nav.groups
    .map((group) => ({
      id: `catalog-${slug(group.title ?? 'general')}`,
      ...(group.title !== undefined && { title: group.title }),
      items: group.items
        .filter((item) => item.url !== indexUrl)
        .map((item) => {
          const entry = entries.get(item.url);
          const summary = entry?.summary ?? entry?.description;
          return {
            title: item.title,
            url: item.url,
            ...(summary !== undefined && { summary }),
            ...(entry?.package && { package: entry.package }),
          };
        }),
    }))
    .filter((group) => group.items.length > 0);
}
