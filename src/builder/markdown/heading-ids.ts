import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from './visit';
import type { VFile } from 'vfile';
import type { Anchor } from '../../shared/content';
import { RESERVED_IDS } from '../../shared/reserved-ids';

declare module 'vfile' {
  interface DataMap {
    anchors: Anchor[];
    /** Every id in the page, headings of all levels included: the valid `#fragment` targets. */
    ids: string[];
  }
}

const HEADING = /^h([2-6])$/;

/**
 * Gives every heading below the title an id from github-slugger, records levels 2 and 3 as the
 * page's anchors (the same ids the sidebar links to), and adds a self-link after each heading.
 */
export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    for (const id of RESERVED_IDS) slugger.slug(id);
    const anchors: Anchor[] = [];
    const ids: string[] = [];
    // Ids written by hand in raw HTML must not be reused by generated ones.
    visit(tree, 'element', (node) => {
      const id = node.properties.id;
      if (typeof id === 'string' && !HEADING.test(node.tagName)) ids.push(slugger.slug(id));
    });
    visit(tree, 'element', (node, index, parent) => {
      const match = HEADING.exec(node.tagName);
      if (!match || !parent || index === undefined) return undefined;
      const level = Number(match[1]);
      const title = toString(node).trim();
      const existing = node.properties.id;
      const id = typeof existing === 'string' && existing ? slugger.slug(existing) : slugger.slug(title);
      node.properties.id = id;
      ids.push(id);
      if (level === 2 || level === 3) anchors.push({ title, id, level });
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['heading', `heading--h${level}`] },
        children: [node, selfLink(id, title)],
      };
      parent.children[index] = wrapper;
      return [SKIP, index + 1];
    });
    file.data.anchors = anchors;
    file.data.ids = ids;
  };
}

function selfLink(id: string, title: string): ElementContent {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading__link'], href: `#${id}` },
    children: [
      { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['visually-hidden'] },
        children: [{ type: 'text', value: `Section titled “${title}”` }],
      },
    ],
  };
}
