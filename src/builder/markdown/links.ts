import { posix } from 'node:path';
import type { Root } from 'hast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { EXTERNAL_LINK_CLASS, EXTERNAL_LINK_LABEL, EXTERNAL_LINK_LABEL_CLASS, isExternalHref } from '../../shared/external-links';
import { contentPathToUrl } from '../../shared/urls';

/** A link from one page to another page of the site (or to a heading of its own), checked once every page is known. */
export interface InternalLink {
  /** Pathname with trailing slash, e.g. `/concepts/output/`; empty for a link to a heading of the same page. */
  pathname: string;
  hash?: string;
  line: number;
  /** The link's target as the source writes it, by which an error finds its column in the line. */
  href: string;
}

declare module 'vfile' {
  interface DataMap {
    links: InternalLink[];
  }
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Rewrites links to content files (`./output.md#entry`) into page URLs, and records every
 * internal link with its line so the build can report a target that does not exist.
 * `contentPath` is the path of the page being rendered, relative to the content root.
 */
export function rehypeInternalLinks(options: { contentPath: string }) {
  return (tree: Root, file: VFile) => {
    const links: InternalLink[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href !== 'string' || href === '' || EXTERNAL.test(href)) return;
      if (href.startsWith('#')) {
        // Written in the source (generated self-links have no position): `#anchor` on the same page.
        if (node.position && href.length > 1) links.push({ pathname: '', hash: href.slice(1), line: node.position.start.line, href });
        return;
      }
      const [target = '', hash] = href.split('#', 2);
      const [path = ''] = target.split('?', 1);
      let pathname: string;
      if (path.startsWith('/')) {
        pathname = path;
      } else {
        const resolved = posix.normalize(posix.join(posix.dirname(options.contentPath), path));
        pathname = /\.mdx?$/.test(resolved) ? contentPathToUrl(resolved) : `/${resolved}`;
      }
      if (!pathname.endsWith('/') && !posix.extname(pathname)) pathname += '/';
      node.properties.href = `${pathname}${target.slice(path.length)}${hash ? `#${hash}` : ''}`;
      links.push({ pathname, hash: hash || undefined, line: node.position?.start.line ?? 1, href });
    });
    file.data.links = links;
  };
}

/**
 * Marks every link off the site (`origin`) as external: a class for its icon and a label, hidden
 * from sight, that says so (src/shared/external-links.ts). Runs after the search sections are read,
 * so the label is no searchable text.
 */
export function rehypeExternalLinks(options: { origin: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !isExternalHref(href, options.origin)) return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = [...classes, EXTERNAL_LINK_CLASS];
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: [EXTERNAL_LINK_LABEL_CLASS, 'visually-hidden'] },
        children: [{ type: 'text', value: EXTERNAL_LINK_LABEL }],
      });
    });
  };
}
