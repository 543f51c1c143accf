import type { Root, RootContent, Table } from 'mdast';
import type { VFile } from 'vfile';
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

/**
 * In our own pages an unknown `::name` is an error naming the file and line (a misspelt table would
 * otherwise vanish); a package README's stays as the text it came from (see remarkAsides).
 */
export function remarkGeneratedTables({ readme = false }: { readme?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'leafDirective', (node, index, parent) => {
      const generate = GENERATED[node.name];
      if (!generate && !readme) {
        file.fail(`unknown generated table "::${node.name}": use one of ${Object.keys(GENERATED).map((name) => `::${name}`).join(', ')}`, node);
      }
      if (!generate || !parent || index === undefined) return;
      parent.children.splice(index, 1, generate() as RootContent as never);
    });
  };
}
