import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { EXIT as UNIST_EXIT, SKIP as UNIST_SKIP, visit as unistVisit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, visit } from './visit';

const markdown = unified().use(remarkParse).use(remarkGfm);

/** What a walk met: each node's type (and tag), index and parent's type. */
function trail(walk: (record: (node: { type: string; tagName?: string }, index?: number, parent?: { type: string }) => void) => void): string[] {
  const met: string[] = [];
  walk((node, index, parent) => met.push(`${node.tagName ?? node.type}@${index ?? '-'}<${parent?.type ?? '-'}`));
  return met;
}

describe('visit', () => {
  it('meets the nodes of a real page in the order unist-util-visit does, with the same index and parent', () => {
    const tree = markdown.runSync(markdown.parse('# Title\n\nSome *text* and `code`.\n\n- one\n- [two](/x/)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```js\nlet a;\n```\n')) as MdastRoot;
    const ours = trail((record) => visit(tree, (node, index, parent) => void record(node, index, parent)));
    const theirs = trail((record) => unistVisit(tree, (node, index, parent) => void record(node, index, parent)));
    expect(ours).toEqual(theirs);
    expect(ours.length).toBeGreaterThan(20);
    expect(trail((record) => visit(tree, 'text', (node, index, parent) => void record(node, index, parent)))).toEqual(
      trail((record) => unistVisit(tree, 'text', (node, index, parent) => void record(node, index, parent))),
    );
  });

  it('skips children, goes on at the index a visitor gives, and stops on EXIT, as unist-util-visit does', () => {
    const source = '<div><p>a<b>b</b></p><img src="x"><p>c</p><section><i>d</i></section><p>e</p></div>';
    const run = (walker: 'ours' | 'theirs') => {
      const tree: HastRoot = fromHtml(source, { fragment: true });
      const met: string[] = [];
      const skip = walker === 'ours' ? SKIP : UNIST_SKIP;
      const exit = walker === 'ours' ? EXIT : UNIST_EXIT;
      const visitor = (node: { type: string; tagName?: string; children?: unknown[] }, index?: number, parent?: { children: unknown[] }) => {
        met.push(node.tagName ?? node.type);
        if (node.tagName === 'b') return skip;
        // Removed, and the walk goes on at the same index: the next sibling is not passed over.
        if (node.tagName === 'img' && parent && index !== undefined) {
          parent.children.splice(index, 1);
          return [skip, index] as const;
        }
        if (node.tagName === 'i') return exit;
        return undefined;
      };
      if (walker === 'ours') visit(tree, visitor as never);
      else unistVisit(tree, visitor as never);
      return { met, html: JSON.stringify(tree) };
    };
    const ours = run('ours');
    expect(ours).toEqual(run('theirs'));
    expect(ours.met).toEqual(['root', 'div', 'p', 'text', 'b', 'img', 'p', 'text', 'section', 'i']);
  });
});
