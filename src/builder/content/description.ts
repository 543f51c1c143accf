import { EXTERNAL_LINK_LABEL_CLASS } from '../../shared/external-links';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Named and numeric character references, as rehype-stringify writes them (`&#x26;`). */
function decodeEntity(entity: string, name: string): string {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? undefined;
  if (code) return String.fromCodePoint(parseInt(code, 16));
  if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
  return NAMED[name] ?? entity;
}

/** The hidden label of an external link (rehypeExternalLinks): no words of the paragraph. */
const EXTERNAL_LINK_LABEL_HTML = new RegExp(`<span class="${EXTERNAL_LINK_LABEL_CLASS}[^"]*">[^<]*</span>`, 'g');

/**
 * A page's meta description when its front matter has none: the text of its first paragraph,
 * cut at a word boundary to DESCRIPTION_LENGTH characters. Undefined when the page has no paragraph.
 */
export function descriptionFromHtml(html: string): string | undefined {
  for (const [, inner = ''] of html.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g)) {
    const text = inner
      .replace(EXTERNAL_LINK_LABEL_HTML, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#?\w+);/g, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim();
    if (text === '') continue;
    if (text.length <= DESCRIPTION_LENGTH) return text;
    const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
    return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
  }
  return undefined;
}
