import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#|\/)/i;

function isElement(node: RootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

function containsH1(node: RootContent): boolean {
  if (!isElement(node)) return false;
  if (node.tagName === 'h1') return true;
  return node.children.some(containsH1);
}

/**
 * Fits a package README into a documentation page. The page has its own title, so the README's
 * banner (logos, badges, the `# name` heading) is dropped and any later h1 becomes an h2. Images
 * are removed: they are logos and badges on third-party hosts, which a page that works offline
 * and sends no third-party requests cannot show. Links relative to the repository point to it.
 */
export function rehypeReadmeCleanup(options: { repo?: string }) {
  return (tree: Root) => {
    const banner = tree.children.findIndex(containsH1);
    if (banner !== -1) tree.children.splice(0, banner + 1);

    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'img' && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
    visit(tree, 'element', (node, index, parent) => {
      delete node.properties.align;
      if (node.tagName === 'h1') node.tagName = 'h2';
      const emptied = (node.tagName === 'a' || node.tagName === 'p') && toString(node).trim() === '';
      if (emptied && parent && index !== undefined && !isElement(node.children.find(isElement))) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && !EXTERNAL.test(href) && options.repo) {
        node.properties.href = new URL(href, `${options.repo}/blob/HEAD/`).href;
      }
      return undefined;
    });
  };
}

/**
 * Runs after the heading ids exist. READMEs link to their own headings as GitHub matches them,
 * without regard to case (`#chunkFilename` for the id `chunkfilename`): such links get the real id;
 * a link to a heading that does not exist at all becomes plain text rather than a dead link.
 */
export function rehypeReadmeAnchors() {
  return (tree: Root, file: VFile) => {
    const ids = new Set(file.data.ids ?? []);
    const byLowerCase = new Map([...ids].map((id) => [id.toLowerCase(), id]));
    visit(tree, 'element', (node, index, parent) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#') || href.length < 2) return undefined;
      const id = decodeURIComponent(href.slice(1));
      if (ids.has(id)) return undefined;
      const match = byLowerCase.get(id.toLowerCase());
      if (match !== undefined) {
        node.properties.href = `#${match}`;
        return undefined;
      }
      if (!parent || index === undefined) return undefined;
      parent.children.splice(index, 1, ...node.children);
      return [SKIP, index];
    });
  };
}
