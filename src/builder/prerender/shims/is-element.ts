import { convertElement, isElement as isElementEachTime } from 'hast-util-is-element';

type Check = ReturnType<typeof convertElement>;
const checks = new WeakMap<object, Check>();

/** hast-util-is-element's own test of what counts as an element (it does not look at `type`). */
const looksLikeAnElement = (value: unknown): value is { tagName: unknown } =>
  value !== null && typeof value === 'object' && 'type' in value && 'tagName' in value;

/** A list of tag names as one lookup; any other list as the package makes it. */
function checkOf(test: readonly unknown[]): Check {
  if (!test.every((item) => typeof item === 'string')) return convertElement(test as never);
  const names = new Set<unknown>(test);
  return ((element: unknown) => looksLikeAnElement(element) && names.has(element.tagName)) as Check;
}

/**
 * hast-util-is-element's `isElement`, with the check made from a list of tag names kept for the next
 * call. hast-util-minify-whitespace asks `isElement(node, blocks)` of every node with the same lists,
 * and rebuilding a test per tag name on each call was a fifth of a Markdown twin's time; a list of
 * names is one lookup in a set, where the package tries the names one by one (the lists have up to
 * 80 of them).
 */
export const isElement: typeof isElementEachTime = ((element: unknown, test?: unknown, index?: number | null, parent?: never, context?: unknown) => {
  if (!Array.isArray(test) || index !== undefined || parent !== undefined) return isElementEachTime(element, test as never, index, parent, context);
  let check = checks.get(test);
  if (!check) {
    check = checkOf(test);
    checks.set(test, check);
  }
  return check.call(context, element);
}) as typeof isElementEachTime;

export { convertElement };
