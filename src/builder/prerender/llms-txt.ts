import type { PageEntry, SectionNav } from '../../shared/content';
import { readingOrder } from '../../shared/content';
import { markdownUrl } from '../../shared/urls';

/** Where the two files are, relative to the site root. */
export const LLMS_FILES = { index: 'llms.txt', full: 'llms-full.txt' } as const;

/** The site as llms.txt introduces it. */
export interface LlmsSite {
  name: string;
  description: string;
  origin: string;
}

/** A section as its sidebar orders it, with the entries of its pages. */
export interface LlmsSection {
  nav: SectionNav;
  entries: PageEntry[];
}

/** A section's pages in sidebar order. */
function pagesOf({ nav, entries }: LlmsSection): PageEntry[] {
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  return readingOrder(nav).map((link) => byUrl.get(link.url)!);
}

/**
 * Front matter text as one line of Markdown: no line breaks, and outside `code` spans (which
 * summaries may hold) no character that would start a link, emphasis or a tag.
 */
const inline = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split('`')
    .map((part, at) => (at % 2 === 0 ? part.replace(/([[\]*_<\\])/g, '\\$1') : part))
    .join('`');

/**
 * `/llms.txt` in the llmstxt.org layout: the site's name as the title, its description as the
 * summary, then one section per sidebar section, each page a link to its Markdown twin with the
 * page's description.
 */
export function llmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const lines = [
    `# ${site.name}`,
    '',
    `> ${inline(site.description)}`,
    '',
    `Every page below is the Markdown version of a page of ${site.origin}/ (the same URL with \`.md\` in place of its trailing slash). ${site.origin}/llms-full.txt has all of them in one file.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${inline(section.nav.title)}`, '');
    for (const entry of pagesOf(section)) {
      const description = entry.description ?? entry.summary;
      lines.push(`- [${inline(entry.title)}](${site.origin}${markdownUrl(entry.url)})${description ? `: ${inline(description)}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The URLs of every page's Markdown twin, in the order of `/llms.txt`. */
export function twinUrlsInOrder(sections: LlmsSection[]): string[] {
  return sections.flatMap((section) => pagesOf(section).map((entry) => markdownUrl(entry.url)));
}

/** `/llms-full.txt`: the site's title and summary, then every page's Markdown twin in sidebar order. */
export function llmsFullTxt(site: LlmsSite, twins: string[]): string {
  return [`# ${site.name}\n\n> ${inline(site.description)}\n`, ...twins.map((twin) => twin.trimEnd() + '\n')].join('\n');
}
