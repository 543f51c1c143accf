import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from './visit';
import type { VFile } from 'vfile';
import type { PackagePage } from '../content/package-pages';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#|\/)/i;

/** What a README is rendered with: its repository, and the pages of the other documented packages. */
export interface ReadmeContext {
  repo?: string;
  packagePages?: ReadonlyMap<string, PackagePage>;
  /** The URL of the page the README becomes, so that links to the package itself stay on the page. */
  page?: string;
  /** The page's title (its h1): a leading README heading saying the same is dropped. */
  title?: string;
}

/**
 * A repository address to compare: GitHub names are case-insensitive, and the webpack-contrib
 * repositories moved to the webpack organisation (GitHub redirects; package metadata may use either).
 */
function sameRepo(address: string): string {
  return address.toLowerCase().replace('https://github.com/webpack-contrib/', 'https://github.com/webpack/');
}

/**
 * The site's page for a link to a documented package: its npm page, its repository's front page
 * (or its README there), or its page on webpack.js.org. The fragment is dropped: it names a heading
 * as GitHub or npm slugs it, which our page need not share.
 */
export function packagePageFor(href: string, pages: ReadonlyMap<string, PackagePage>): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const path = url.pathname.replace(/\/+$/, '');
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'npmjs.com') {
    const name = /^\/package\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1];
    return name === undefined ? undefined : pages.get(decodeURIComponent(name))?.url;
  }
  if (host === 'webpack.js.org') {
    const name = /^\/(?:loaders|plugins)\/([^/]+)$/.exec(path)?.[1];
    return name === undefined ? undefined : pages.get(name)?.url;
  }
  if (host === 'github.com') {
    const repo = /^\/[^/]+\/[^/]+/.exec(path)?.[0];
    const rest = repo === undefined ? '' : path.slice(repo.length);
    if (repo === undefined || !/^(?:\/(?:tree|blob)\/[^/]+(?:\/README\.md)?)?$/i.test(rest)) return undefined;
    const address = sameRepo(`https://github.com${repo}`);
    return [...pages.values()].find((page) => page.repo !== undefined && sameRepo(page.repo) === address)?.url;
  }
  return undefined;
}

function isElement(node: RootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

const HEADING = /^h[1-6]$/;

/** The README's first element with text, once the banner and the badges (now empty paragraphs) are gone. */
function firstWithText(tree: Root): Element | undefined {
  return tree.children.filter(isElement).find((node) => toString(node).trim() !== '');
}

/** Whether `node` is a heading saying `title` (in any case). */
function repeatsTitle(node: Element, title: string): boolean {
  const text = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return HEADING.test(node.tagName) && text(toString(node)) === text(title);
}

function containsH1(node: RootContent): boolean {
  if (!isElement(node)) return false;
  if (node.tagName === 'h1') return true;
  return node.children.some(containsH1);
}

/**
 * Fits a package README into a documentation page. The page has its own title, so the README's
 * banner (logos, badges, the `# name` heading) is dropped, and so is a heading after it that repeats
 * the page's title (a README may name its package twice); any later h1 becomes an h2. Images
 * are removed: they are logos and badges on third-party hosts, which a page that works offline
 * and sends no third-party requests cannot show. Links relative to the repository point to it;
 * links to another documented package point to its page here.
 */
export function rehypeReadmeCleanup(options: ReadmeContext) {
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
      if (node.tagName !== 'a' || typeof href !== 'string') return undefined;
      if (!EXTERNAL.test(href) && options.repo) {
        node.properties.href = new URL(href, `${options.repo}/blob/HEAD/`).href;
      } else if (options.packagePages) {
        const page = packagePageFor(href, options.packagePages);
        // A link to a heading of this very README becomes an in-page link, fitted to our ids later.
        const hash = page !== undefined && page === options.page ? new URL(href).hash : '';
        if (page !== undefined) node.properties.href = hash.length > 1 ? hash : page;
      }
      return undefined;
    });
    const first = firstWithText(tree);
    if (first && options.title !== undefined && repeatsTitle(first, options.title)) tree.children.splice(tree.children.indexOf(first), 1);
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
