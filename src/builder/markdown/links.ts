import { posix } from 'node:path';
import type { Root } from 'hast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { contentPathToUrl } from '../../shared/urls';

/** A link from one page to another page of the site (or to a heading of its own), checked once every page is known. */
export interface InternalLink {
  /** Pathname with trailing slash, e.g. `/concepts/output/`; empty for a link to a heading of the same page. */
  pathname: string;
  hash?: string;
  line: number;
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
        if (node.position && href.length > 1) links.push({ pathname: '', hash: href.slice(1), line: node.position.start.line });
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
      links.push({ pathname, hash: hash || undefined, line: node.position?.start.line ?? 1 });
    });
    file.data.links = links;
  };
}
