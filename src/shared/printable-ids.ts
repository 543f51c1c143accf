/**
 * Makes a page's ids unique on a printable page, where every page of a section follows the next:
 * `id="entry"` becomes `id="concepts-output--entry"`, and in-page links `href="#entry"` and the id
 * references of ARIA (`aria-controls`, `aria-labelledby`, `aria-describedby`: a tab and its panel, a
 * diagram and its text) follow.
 * The HTML is our own renderer's output, so attributes are always double-quoted.
 */
export function prefixIds(html: string, prefix: string): string {
  // Links to other pages (`href` without `#`) stay as they are; our ARIA references name one id each.
  return html.replace(/(\s(?:id|href|aria-controls|aria-labelledby|aria-describedby)=")(#?)([^"]*)"/g, (attribute, start: string, hash: string, value: string) =>
    start.endsWith('href="') && !hash ? attribute : `${start}${hash}${prefix}--${value}"`,
  );
}

/** The prefix for a page, from its content path: `concepts/output.md` → `concepts-output`. */
export function idPrefixOf(contentPath: string): string {
  return contentPath.replace(/\.mdx?$/, '').replace(/[^\w-]+/g, '-');
}
