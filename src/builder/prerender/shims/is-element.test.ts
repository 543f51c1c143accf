import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { isElement as isElementEachTime } from 'hast-util-is-element';
import { describe, expect, it } from 'vitest';
import { isElement } from './is-element';

const tree = fromHtml('<article><h2 id="a">Title</h2><p>Text <a href="/x">link</a> and <code>code</code>.</p><!-- note --><ul><li>one</li></ul><pre><code>x</code></pre></article>', { fragment: true });
const nodes: Nodes[] = [];
(function collect(node: Nodes) {
  nodes.push(node);
  if ('children' in node) node.children.forEach(collect);
})(tree);

describe('isElement, keeping the checks it makes from lists', () => {
  const blocks = ['article', 'p', 'ul', 'li', 'pre'];
  const tests = [blocks, ['a', 'code'], [], ['p', (element: Element) => element.tagName === 'a'], 'p', (element: Element) => element.tagName.startsWith('h'), undefined];

  it('answers as hast-util-is-element does, for every node, test and call', () => {
    // The package takes anything with a `type` and a `tagName` for an element.
    for (const node of [...nodes, null, undefined, { type: 'element' }, { type: 'comment', tagName: 'p' }]) {
      for (const test of [...tests, ...tests]) expect(isElement(node, test as never)).toBe(isElementEachTime(node, test as never));
    }
    expect(nodes.filter((node) => isElement(node, blocks)).map((node) => (node as Element).tagName)).toEqual(['article', 'p', 'ul', 'li', 'pre']);
  });

  it('passes an index and parent through to the package, which checks them', () => {
    const article = (tree.children[0] as Element).children[1] as Element;
    expect(isElement(article.children[0], blocks, 0, article)).toBe(false);
    expect(() => isElement(article.children[0], blocks, 0)).toThrow(/both `index` and `parent`/);
  });
});
