import type { BlogPost } from './blog';
/**
 * The content index: the one description of every documentation page, shared by the
 * build (which produces it) and the app (which renders from it). Shapes follow the
 * product specification, section 3.
 */

export interface Anchor {
  title: string;
  id: string;
  level: 2 | 3;
}

export interface RelatedLink {
  title: string;
  url: string;
}

/** A GitHub username; used for the profile link and the avatar. */
/**
 * Someone who wrote a page: a GitHub account (from front matter, package metadata or a no-reply commit
 * address) or a name as the git history gives it, whose picture is never guessed.
 */
export interface Contributor {
  name: string;
  /** The GitHub username, when known: the list shows its avatar and links to its profile. */
  github?: string;
}

export interface PageLink {
  title: string;
  url: string;
}

export type ContentExtension = '.md' | '.mdx';

/** A documentation page, as the index records it. */
export interface PageEntry {
  type: 'file';
  /** Path of the source file relative to the content root, with `/` separators. */
  path: string;
  /** File name without extension. */
  name: string;
  size: number;
  extension: ContentExtension;
  url: string;
  title: string;
  sort: number;
  group?: string;
  anchors: Anchor[];
  contributors: Contributor[];
  /** Date (YYYY-MM-DD) of the last commit that changed the page's file; absent without history. */
  lastUpdated?: string;
  related?: RelatedLink[];
  description?: string;
  /** One line on what the page is for, shown in its section's catalog. */
  summary?: string;
  /** Pages rendered from an npm package's README: which package, in which version. */
  package?: PackageRef;
  /** Loader and plugin pages only: links to the package's source, its README and its repository. */
  source?: string;
  edit?: string;
  repo?: string;
}

export interface PackageRef {
  name: string;
  version: string;
}

export interface DirectoryEntry {
  type: 'directory';
  path: string;
  name: string;
  url: string;
  size: number;
  children: ContentNode[];
}

export type ContentNode = PageEntry | DirectoryEntry;

/**
 * One entry of a section's sidebar. It counts the page's anchors instead of listing them: the list of
 * the current page comes with the page, and another page's with its section's anchors, on demand.
 */
export interface SidebarItem {
  title: string;
  url: string;
  group?: string;
  sort: number;
  anchorCount: number;
}

/** The anchors of every page of a section, by page URL: what an opened sidebar item lists. */
export type SectionAnchors = Record<string, Anchor[]>;

/** The sidebar of one section, already grouped and ordered. */
export interface SectionNav {
  section: string;
  title: string;
  groups: { title?: string; items: SidebarItem[] }[];
}

/** The reading order of a section, as its sidebar shows it (and its printable page follows it). */
export function readingOrder(nav: SectionNav): PageLink[] {
  return nav.groups.flatMap((group) => group.items.map(({ title, url }) => ({ title, url })));
}

/** What a page chunk carries besides its body. */
export interface PageData {
  entry: PageEntry;
  section: string;
  previous?: PageLink;
  next?: PageLink;
  /** Where the source of this page can be edited. */
  editUrl: string;
  /** On the blog's index page: every post, newest first. */
  posts?: BlogPost[];
}

/** A markdown page as the client fetches it when navigating: its metadata and its HTML. */
export interface PageJson {
  data: PageData;
  html: string;
}

/** The id of the inline JSON script of a prerendered documentation page (its HydrationData). */
export const HYDRATION_DATA_ID = 'hydration-data';

/** What a prerendered documentation page carries inline for its hydration: nothing to fetch first. */
export interface HydrationData {
  data: PageData;
  nav: SectionNav;
}
