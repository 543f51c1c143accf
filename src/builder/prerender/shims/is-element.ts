import { convertElement, isElement as isElementEachTime } from 'hast-util-is-element';

type Check = ReturnType<typeof convertElement>;
const checks = new WeakMap<object, Check>();

/**
 * hast-util-is-element's `isElement`, with the check made from a list of tag names kept for the next
 * call. hast-util-minify-whitespace asks `isElement(node, blocks)` of every node with the same lists,
 * and rebuilding a test per tag name on each call was a fifth of a Markdown twin's time.
 */
export const isElement: typeof isElementEachTime = ((element: unknown, test?: unknown, index?: number | null, parent?: never, context?: unknown) => {
  if (!Array.isArray(test) || index !== undefined || parent !== undefined) return isElementEachTime(element, test as never, index, parent, context);
  let check = checks.get(test);
  if (!check) {
    check = convertElement(test);
    checks.set(test, check);
  }
  // The check itself tests that `element` is an element (hast-util-is-element's `convertElement`).
  return check.call(context, element);
}) as typeof isElementEachTime;

export { convertElement };
