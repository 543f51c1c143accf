import type { Element, Nodes as HastNodes, Parents as HastParents, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot } from 'mdast';

/**
 * A tree walk with unist-util-visit's contract (preorder; a visitor may skip a node's children, stop
 * the walk, or say at which index of the parent to go on) for the content plugins. unist-util-visit
 * names a function after every node it meets (`Object.defineProperty`) and copies the list of
 * ancestors at every parent: a sixth of the time spent rendering our pages went there.
 */

/** Do not walk into this node's children. */
export const SKIP = 'skip';
/** Stop the walk. */
export const EXIT = false;

type Action = typeof SKIP | typeof EXIT | true | undefined | void;
/** An action, an index of the parent's children to go on at, or both. */
export type VisitResult = Action | number | readonly [Action, number?];

type Tree = HastRoot | Element | MdastRoot;
type NodesOf<T extends Tree> = T extends MdastRoot ? MdastNodes : HastNodes;
type ParentsOf<T extends Tree> = T extends MdastRoot ? MdastParents : HastParents;
type Visitor<N, P> = (node: N, index: number | undefined, parent: P | undefined) => VisitResult;

export function visit<T extends Tree, K extends NodesOf<T>['type']>(
  tree: T,
  type: K,
  visitor: Visitor<Extract<NodesOf<T>, { type: K }>, ParentsOf<T>>,
): void;
export function visit<T extends Tree>(tree: T, visitor: Visitor<NodesOf<T>, ParentsOf<T>>): void;
export function visit(tree: Tree, ...rest: [string, Visitor<never, never>] | [Visitor<never, never>]): void {
  type Node = { type: string; children?: Node[] };
  const [type, visitor] = (rest.length === 1 ? [undefined, rest[0]] : rest) as [string | undefined, Visitor<Node, Node>];

  /** Visits `node` and its descendants; returns the visitor's action for `node` and the index to go on at. */
  const walk = (node: Node, index: number | undefined, parent: Node | undefined): readonly [Action, number?] => {
    const result = type === undefined || node.type === type ? asTuple(visitor(node, index, parent)) : CONTINUE;
    if (result[0] === EXIT) return result;
    const children = node.children;
    if (children && result[0] !== SKIP) {
      let at = 0;
      while (at > -1 && at < children.length) {
        const [action, next] = walk(children[at]!, at, node);
        if (action === EXIT) return [EXIT];
        at = typeof next === 'number' ? next : at + 1;
      }
    }
    return result;
  };
  walk(tree as Node, undefined, undefined);
}

const CONTINUE: readonly [Action] = [true];

function asTuple(result: VisitResult): readonly [Action, number?] {
  if (Array.isArray(result)) return result as readonly [Action, number?];
  if (typeof result === 'number') return [true, result];
  return result === undefined ? CONTINUE : [result as Action];
}
