/**
 * Makes a page's ids unique on a printable page, where every page of a section follows the next:
 * `id="entry"` becomes `id="concepts-output--entry"` and in-page links `href="#entry"` follow.
 * The HTML is our own renderer's output, so attributes are always double-quoted.
 */
export function prefixIds(html: string, prefix: string): string {
  return html.replace(/(\s(?:id|href)=")(#?)([^"]*)"/g, (attribute, start: string, hash: string, value: string) => {
    const isId = start.trimStart().startsWith('id=');
    if (isId) return `${start}${prefix}--${value}"`;
    return hash ? `${start}#${prefix}--${value}"` : attribute;
  });
}

/** The prefix for a page, from its content path: `concepts/output.md` → `concepts-output`. */
export function idPrefixOf(contentPath: string): string {
  return contentPath.replace(/\.mdx?$/, '').replace(/[^\w-]+/g, '-');
}
