import type { Blockquote, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from './visit';
import type { VFile } from 'vfile';

/** The callouts an author can write as `:::tip … :::`, with the label each one shows. */
export const ASIDE_KINDS = { tip: 'Tip', note: 'Note', warning: 'Warning' } as const;

type AsideKind = keyof typeof ASIDE_KINDS;

function isAsideKind(name: string): name is AsideKind {
  return Object.hasOwn(ASIDE_KINDS, name);
}

/** GitHub's alert syntax (`> [!NOTE]`), used by package READMEs, mapped onto the same callouts. */
const GITHUB_ALERTS: Record<string, AsideKind> = { NOTE: 'note', TIP: 'tip', IMPORTANT: 'note', WARNING: 'warning', CAUTION: 'warning' };
const GITHUB_ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*\n?/;

function asAside(node: Blockquote | ContainerDirective, kind: AsideKind, title: unknown[]) {
  // A note, not an <aside> landmark: a page may hold many callouts of one kind, and landmarks must be unique.
  node.data = {
    hName: 'div',
    hProperties: { className: ['aside', `aside--${kind}`], role: 'note', 'aria-label': ASIDE_KINDS[kind] },
  };
  node.children.unshift({
    type: 'paragraph',
    data: { hProperties: { className: ['aside__title'] } },
    children: title as never,
  });
}

/** Turns a blockquote that opens with `[!KIND]` into a callout; leaves any other blockquote alone. */
function githubAlert(node: Blockquote) {
  const first = node.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  const match = text?.type === 'text' ? GITHUB_ALERT.exec(text.value) : null;
  if (!first || first.type !== 'paragraph' || !text || text.type !== 'text' || !match?.[1]) return;
  const kind = GITHUB_ALERTS[match[1]] as AsideKind;
  text.value = text.value.slice(match[0].length);
  if (text.value === '') first.children.shift();
  if (first.children.length === 0 || (first.children[0]?.type === 'break' && first.children.length === 1)) {
    node.children.shift();
  }
  asAside(node, kind, [{ type: 'text', value: ASIDE_KINDS[kind] }]);
}

/**
 * Turns `:::tip`, `:::note` and `:::warning` containers, and GitHub's `> [!NOTE]` alerts, into
 * labelled notes (`<div role="note">`).
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
        asAside(directive, kind, label ? label.children : [{ type: 'text', value: ASIDE_KINDS[kind] }]);
        return;
      }
      if (node.type === 'blockquote') {
        githubAlert(node);
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
