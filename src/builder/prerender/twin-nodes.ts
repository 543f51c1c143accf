import type { Blockquote, Code, Nodes } from 'mdast';
import { EXTERNAL_LINK_LABEL_CLASS } from '../../shared/external-links';

/**
 * The Markdown forms of our own page elements, and what is left out or rewritten, for both paths from a body's HTML to mdast
 * (article-mdast.ts, and hast-util-to-mdast's handlers in page-markdown.ts).
 */

/**
 * The page's chrome, left out of its Markdown: the `#` link beside each heading, each code block's copy
 * button, the hidden "(opens external site)" of a link off the site.
 */
// The tabs of a command block keep npm's form alone (package-managers.ts).
export const CHROME_CLASSES: readonly string[] = ['heading__link', 'code__copy', EXTERNAL_LINK_LABEL_CLASS, 'pm-tabs__list', 'pm-tabs__alternative'];

/** A site path or `#anchor` as a URL on the published site, so that a link works wherever the text is read; undefined for any other value. */
export function siteUrl(value: string, page: URL): string | undefined {
  return value.startsWith('/') || value.startsWith('#') ? new URL(value, page).href : undefined;
}

/** A highlighted block (`pre`): its language (`data-language`; none for `text`), its text, a figure's caption as `title`. */
export function codeBlock(language: unknown, text: string, title?: string): Code {
  return {
    type: 'code',
    lang: typeof language === 'string' && language !== 'text' ? language : null,
    meta: title ? `title="${title}"` : null,
    value: text.replace(/\n$/, ''),
  };
}

/** A callout (`div.aside`) reads as a quotation whose first line is its title (`p.aside__title`), in bold. */
export function callout(title: string | undefined, body: Nodes[]): Blockquote {
  const head = title === undefined ? [] : [{ type: 'paragraph' as const, children: [{ type: 'strong' as const, children: [{ type: 'text' as const, value: title }] }] }];
  return { type: 'blockquote', children: [...head, ...(body as Blockquote['children'])] };
}
