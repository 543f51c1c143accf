import type { Root, RootContent, Table } from 'mdast';
import { visit } from './visit';
import { cliFlagTable } from './cli-flags';
import { frontMatterFieldTable } from './front-matter-fields';

/**
 * Tables generated at build time from their source of truth, so a page can never fall behind it.
 * `::<name>` on a line of its own becomes the table.
 */
const GENERATED: Record<string, () => Table> = {
  /** Every flag webpack-cli derives from the installed webpack's schema. */
  'webpack-cli-flags': () => cliFlagTable(),
  /** Every field of the front matter schema the build validates content with. */
  'front-matter-fields': () => frontMatterFieldTable(),
};

export function remarkGeneratedTables() {
  return (tree: Root) => {
    visit(tree, 'leafDirective', (node, index, parent) => {
      const generate = GENERATED[node.name];
      if (!generate || !parent || index === undefined) return;
      parent.children.splice(index, 1, generate() as RootContent as never);
    });
  };
}
