import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The callouts an author can write as `:::tip … :::`, with the label each one shows. */
export const ASIDE_KINDS = { tip: 'Tip', note: 'Note', warning: 'Warning' } as const;

type AsideKind = keyof typeof ASIDE_KINDS;

function isAsideKind(name: string): name is AsideKind {
  return Object.hasOwn(ASIDE_KINDS, name);
}

/**
 * Turns `:::tip`, `:::note` and `:::warning` containers into `<aside>` elements with a label.
 * An unknown container name is an error (it would otherwise vanish silently); text and leaf
 * directives are turned back into the text they came from, so `a:b` in prose stays as written.
 */
export function remarkAsides() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!isAsideKind(directive.name)) {
          file.fail(
            `unknown callout ":::${directive.name}": use one of ${Object.keys(ASIDE_KINDS).map((kind) => `:::${kind}`).join(', ')}`,
            directive,
          );
        }
        const kind = directive.name as AsideKind;
        // `:::tip[Custom title]` replaces the default label.
        const first = directive.children[0];
        const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
        if (label) directive.children.shift();
        const title = label ? label.children : [{ type: 'text' as const, value: ASIDE_KINDS[kind] }];
        directive.data = {
          hName: 'aside',
          hProperties: { className: ['aside', `aside--${kind}`], 'aria-label': ASIDE_KINDS[kind] },
        };
        directive.children.unshift({
          type: 'paragraph',
          data: { hProperties: { className: ['aside__title'] } },
          children: title as never,
        });
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const prefix = node.type === 'textDirective' ? ':' : '::';
        parent.children.splice(index, 1, { type: 'text', value: `${prefix}${node.name}` } as never, ...(node.children as never[]));
        return index + 1;
      }
      return undefined;
    });
  };
}
