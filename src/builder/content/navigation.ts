import type { PackageRef, PageEntry, PageLink, SectionAnchors, SectionNav, SidebarItem } from '../../shared/content';
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

/**
 * Every section's sidebar, with its pages, in the order the site presents them: the header's
 * documentation sections first, then the others as `titles` lists them, then any section it does not
 * name. A section is titled by `titles`, else by its index page.
 */
export function sectionNavs(pages: PageEntry[], documentationSections: readonly string[], titles: Record<string, string>): { nav: SectionNav; entries: PageEntry[] }[] {
  const order = [...new Set([...documentationSections, ...Object.keys(titles)])];
  const rank = (section: string) => (order.includes(section) ? order.indexOf(section) : order.length);
  return [...pagesBySection(pages)]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([section, entries]) => {
      const indexTitle = entries.find((entry) => entry.url === `/${section}/`)?.title;
      return { nav: buildSectionNav(section, titles[section] ?? indexTitle ?? section, entries), entries };
    });
}

function toSidebarItem(page: PageEntry): SidebarItem {
  return {
    title: page.title,
    url: page.url,
    sort: page.sort,
    anchorCount: page.anchors.length,
    ...(page.group !== undefined && { group: page.group }),
  };
}

/** The anchors of a section's pages that have any, by URL: what its sidebar items list when opened. */
export function sectionAnchors(pages: PageEntry[]): SectionAnchors {
  return Object.fromEntries(pages.filter((page) => page.anchors.length > 0).map((page) => [page.url, page.anchors]));
}

/** Previous and next page of `url` within its section's reading order. */
export function neighbours(order: PageLink[], url: string): { previous?: PageLink; next?: PageLink } {
  const at = order.findIndex((link) => link.url === url);
  const previous = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 ? order[at + 1] : undefined;
  return { ...(previous && { previous }), ...(next && { next }) };
}

/** One sidebar group of a section, as its index page lists it. */
export interface CatalogGroup {
  title?: string;
  items: { title: string; url: string; summary?: string; package?: PackageRef }[];
}

/**
 * Every page of a section but its index, grouped and ordered as the sidebar shows them, with the
 * one line that says what each is for: the index page's tables can then never miss a page.
 */
export function buildCatalog(nav: SectionNav, entries: ReadonlyMap<string, PageEntry>): CatalogGroup[] {
  const indexUrl = `/${nav.section}/`;
  return nav.groups
    .map((group) => ({
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

/** A cell of a markdown table: one line, and a `|` that does not end the cell. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/**
 * The catalog as markdown: `## All <title>`, then a `###` and a table per group. Groups of package
 * pages get a column with the version each README comes from.
 */
export function catalogMarkdown(title: string, groups: CatalogGroup[]): string {
  const blocks = [`## All ${title.toLowerCase()}`];
  for (const group of groups) {
    if (group.title !== undefined) blocks.push(`### ${group.title}`);
    const versions = group.items.some((item) => item.package);
    const rows = group.items.map((item) => {
      const link = `[${cell(item.title)}](${item.url})`;
      const version = versions ? [item.package ? `\`${item.package.version}\`` : ''] : [];
      return `| ${[link, ...version, cell(item.summary ?? '')].join(' | ')} |`;
    });
    const head = versions ? ['Page', 'Version', 'What it is for'] : ['Page', 'What it is for'];
    blocks.push([`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
