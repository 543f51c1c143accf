import type { Root } from 'hast';
import { visit } from './visit';

/**
 * Wide tables scroll sideways inside the article (they are `display: block` with `overflow-x`):
 * a scrolling region must be reachable by keyboard, so every table can take focus, and a shadow at
 * a cut edge (`scroll-fade`, src/app/styles/global.css) shows that there is more.
 */
export function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'table') return;
      node.properties.tabIndex = 0;
      node.properties.className = ['scroll-fade'];
    });
  };
}
