/**
 * In place of @ungap/structured-clone for hast-util-to-mdast, which copies the tree it is given
 * before changing its whitespace: page-markdown.ts parses a tree for that call alone and drops it.
 */
export default function noClone<T>(value: T): T {
  return value;
}
