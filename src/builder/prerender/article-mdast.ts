import type { Nodes as MdastNode, PhrasingContent, Root as MdastRoot, RootContent, TableCell, TableRow } from 'mdast';
import { callout, CHROME_CLASSES, codeBlock, siteUrl } from './twin-nodes';

/**
 * The Markdown twin's fast path: the article HTML our renderers write (hast-util-to-html, React's
 * renderToString), read straight into the mdast that hast-util-to-mdast makes of it, with the twin's
 * own handlers (page-markdown.ts). That path parses the HTML with parse5 into hast, minifies its
 * whitespace and converts it, in passes that were most of the prerender's time; the article HTML
 * is well-formed and holds few kinds of elements, so one scan and two walks do the same here.
 *
 * Only the elements below are read, and only attributes that change nothing else: for anything other
 * (a comment, an `<input>`, a cell spanning rows, a named entity, a link around a paragraph) this
 * returns undefined and page-markdown.ts takes the general path. Tests compare both paths on every
 * page of the site (test/e2e/markdown-twins.test.ts) and on random bodies (article-mdast.test.ts).
 * The rules ported here are hast-util-minify-whitespace's and hast-util-to-mdast's; the comments name
 * the function each follows.
 */
export function articleMdast(html: string, page: URL): MdastRoot | undefined {
  // A parser turns carriage returns into line feeds and NULs into replacement characters first.
  if (/[\r\0]/.test(html)) return undefined;
  const root = parseArticle(html, page);
  if (!root) return undefined;
  minify(root, { before: true, after: true, pre: false });
  try {
    const children = all(root);
    const result: MdastRoot = { type: 'root', children: (wrapNeeded(children) ? wrap(children) : children) as RootContent[] };
    mergeTexts(result);
    return result;
  } catch (error) {
    if (error === GENERAL_PATH) return undefined;
    throw error;
  }
}

interface Element {
  tag: string;
  attrs: Record<string, string>;
  children: Child[];
}
interface Text {
  value: string;
}
type Child = Element | Text;

const isElement = (node: Child): node is Element => 'tag' in node;
const hasClass = (node: Element, name: string) => node.attrs.class !== undefined && node.attrs.class.split(/[\t\n\f\r ]+/).includes(name);

/** Thrown inside the conversion when it meets a shape only the general path handles. */
const GENERAL_PATH = Symbol('general path');

const PHRASING_ELEMENTS = new Set(['a', 'b', 'br', 'code', 'del', 'em', 'i', 'img', 'kbd', 's', 'span', 'strong', 'sub', 'sup', 'time']);
const FLOW_ELEMENTS = new Set(['article', 'blockquote', 'div', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul']);
const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);
/** hast-util-minify-whitespace's `blocks`, of the elements read here. */
const BLOCKS = new Set([...FLOW_ELEMENTS, 'br']);
/** Attributes that would change what the general path makes (a spanning cell, a hidden element…). */
const GENERAL_ATTRIBUTES = ['colspan', 'rowspan', 'hidden', 'nowrap', 'data-mdast'];

/** Start tags that end an open `<p>` in HTML's tree construction (of the elements read here). */
const CLOSES_P = new Set(['article', 'blockquote', 'div', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'ul']);
/** Where HTML's tree construction keeps each table part and list item; elsewhere it moves or drops them. */
const PARENTS: Record<string, string[]> = { thead: ['table'], tbody: ['table'], tr: ['thead', 'tbody'], td: ['tr'], th: ['tr'], li: ['ul', 'ol'] };
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tr']);
const isHeading = (tag: string) => tag.length === 2 && tag[0] === 'h' && tag[1]! >= '1' && tag[1]! <= '6';

/**
 * Whether an HTML parser would put `tag` where it stands, as a child of the last open element: not
 * where it would close an element first (a block in a paragraph, a heading in a heading, a link in a
 * link), move it (into or out of a table) or drop it (a cell outside a row).
 */
function staysInPlace(tag: string, open: Element[]): boolean {
  const parent = open[open.length - 1]!;
  const parents = PARENTS[tag];
  if (parents ? !parents.includes(parent.tag) : TABLE_PARTS.has(parent.tag)) return false;
  if (CLOSES_P.has(tag) && open.some((element) => element.tag === 'p')) return false;
  if (isHeading(tag) && isHeading(parent.tag)) return false;
  return tag !== 'a' || !open.some((element) => element.tag === 'a');
}

const TAG = /<(?:(!--)|(\/)?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>)/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const REFERENCE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g;
const BARE_AMPERSAND = /&(?!(?:#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);)/;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/**
 * Character references as our renderers write them. Undefined for any other name, a code point HTML
 * maps to another (C1 controls) and a bare `&` (which HTML may read as a reference without `;`).
 */
function decode(text: string): string | undefined {
  if (!text.includes('&')) return text;
  if (BARE_AMPERSAND.test(text)) return undefined;
  let known = true;
  const value = text.replace(REFERENCE, (reference, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? ((known = false), reference);
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    const plain = code > 0 && code <= 0x10ffff && !(code >= 0x80 && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff);
    return plain ? String.fromCodePoint(code) : ((known = false), reference);
  });
  return known ? value : undefined;
}

/**
 * The article as a tree, with page-markdown.ts's `prepare` done on the way: no heading self-links or
 * copy buttons, site paths and `#anchors` made absolute. A `<pre>` keeps only its text (what its
 * Markdown form takes). Undefined for HTML this path does not read.
 */
function parseArticle(html: string, page: URL): Element | undefined {
  const root: Element = { tag: '#root', attrs: {}, children: [] };
  const open: Element[] = [root];
  // Links repeat on a page (the same option, the same section): each value is rewritten once.
  const rewritten = new Map<string, string>();
  let at = 0;
  /** Adds text as written in the HTML; false where a parser would read it otherwise. */
  const text = (raw: string): boolean => {
    // A `<` that opens no tag here may open a comment (`<!x`, `</1`) for a parser; ours write `&#x3C;`.
    const value = raw.includes('<') ? undefined : decode(raw);
    if (value === undefined) return false;
    const parent = open[open.length - 1]!;
    // Text in a table outside its cells is moved out of it by an HTML parser.
    if (TABLE_PARTS.has(parent.tag) && /[^ \t\n\f\r]/.test(value)) return false;
    const last = parent.children[parent.children.length - 1];
    if (last && !isElement(last)) last.value += value;
    else parent.children.push({ value });
    return true;
  };
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [whole, comment, closing, name, attributes] = match;
    if (comment) return undefined;
    if (match.index > at && !text(html.slice(at, match.index))) return undefined;
    at = match.index + whole.length;
    const tag = name!.toLowerCase();
    if (closing) {
      if (open.length === 1 || open.pop()!.tag !== tag) return undefined;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, double, single, bare] of attributes!.matchAll(ATTRIBUTE)) {
      const value = decode(double ?? single ?? bare ?? '');
      const name = key!.toLowerCase();
      if (value === undefined) return undefined;
      // A repeated attribute: HTML keeps the first.
      if (!(name in attrs)) attrs[name] = value;
    }
    // `<div />` is no empty element in HTML: a parser reads it as a start tag.
    if (!staysInPlace(tag, open) || (!VOID_ELEMENTS.has(tag) && whole.endsWith('/>'))) return undefined;
    const element: Element = { tag, attrs, children: [] };
    if (CHROME_CLASSES.some((name) => hasClass(element, name))) {
      at = skipElement(html, tag, at);
      if (at < 0) return undefined;
      TAG.lastIndex = at;
      continue;
    }
    if (!PHRASING_ELEMENTS.has(tag) && !FLOW_ELEMENTS.has(tag)) return undefined;
    if (GENERAL_ATTRIBUTES.some((key) => key in attrs)) return undefined;
    for (const key of ['href', 'src']) {
      const value = attrs[key];
      if (value === undefined) continue;
      let url = rewritten.get(value);
      if (url === undefined) rewritten.set(value, (url = siteUrl(value, page) ?? value));
      attrs[key] = url;
    }
    open[open.length - 1]!.children.push(element);
    if (tag === 'pre') {
      // toString(pre) is all its text: the highlighter's spans and the `<code>` add none (a comment
      // would). A parser drops a line feed right after the start tag.
      const end = html.indexOf('</pre>', at);
      if (end < 0) return undefined;
      const inner = html.slice(html[at] === '\n' ? at + 1 : at, end);
      const value = inner.includes('<!') ? undefined : decode(inner.replace(/<[^>]*>/g, ''));
      if (value === undefined) return undefined;
      if (value) element.children.push({ value });
      TAG.lastIndex = at = end + '</pre>'.length;
    } else if (!VOID_ELEMENTS.has(tag)) {
      open.push(element);
    }
  }
  return open.length === 1 && (at === html.length || text(html.slice(at))) ? root : undefined;
}

/** Where the element opened just before `from` ends (after its end tag), or -1. */
function skipElement(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

interface Whitespace {
  before: boolean;
  after: boolean;
  pre: boolean;
}
interface Minified {
  stripAtStart: boolean;
  remove: boolean;
}

/** hast-util-minify-whitespace's `minify`, for the elements read here (none is skippable). */
function minify(node: Child, state: Whitespace): Minified {
  if (isElement(node)) {
    const block = node.tag === '#root' || BLOCKS.has(node.tag);
    return minifyAll(node, { before: block || state.before, after: block || state.after, pre: state.pre || node.tag === 'pre' });
  }
  if (state.pre) return { stripAtStart: false, remove: false };
  const value = node.value.replace(/[\t\n\v\f\r ]+/g, ' ');
  let start = 0;
  let end = value.length;
  let stripAtStart = false;
  if (state.before && value[0] === ' ') start++;
  if (start !== end && value[end - 1] === ' ') {
    if (state.after) end--;
    else stripAtStart = true;
  }
  if (start === end) return { stripAtStart, remove: true };
  node.value = value.slice(start, end);
  return { stripAtStart, remove: false };
}

function minifyAll(parent: Element, state: Whitespace): Minified {
  let before = state.before;
  const { children } = parent;
  for (let index = 0; index < children.length; index++) {
    const result = minify(children[index]!, { before, after: boundaryAfter(children, index) ?? state.after, pre: state.pre });
    if (result.remove) {
      children.splice(index, 1);
      index--;
    } else {
      before = result.stripAtStart;
    }
    const child = children[index];
    if (child && isElement(child) && child.tag === 'img') before = false;
  }
  return { stripAtStart: before || state.after, remove: false };
}

/** hast-util-minify-whitespace's `collapsableAfter`: whether a block (true) or content (false) comes next. */
function boundaryAfter(nodes: Child[], index: number): boolean | undefined {
  for (let next = index + 1; next < nodes.length; next++) {
    const node = nodes[next]!;
    let result: boolean | undefined;
    if (isElement(node)) {
      if (node.tag === 'img') return false;
      if (BLOCKS.has(node.tag)) return true;
      result = boundaryAfter(node.children, -1);
    } else if (/[^ \t\n\f\r]/.test(node.value)) {
      return false;
    }
    if (result !== undefined) return result;
  }
  return undefined;
}

type Converted = MdastNode | MdastNode[] | undefined;

/** hast-util-to-mdast's `all`. */
function all(parent: Element): MdastNode[] {
  const results: MdastNode[] = [];
  for (const child of parent.children) {
    const result = one(child);
    if (Array.isArray(result)) results.push(...result);
    else if (result) results.push(result);
  }
  return results;
}

const phrasing = (nodes: MdastNode[]) => nodes as PhrasingContent[];
const textOf = (node: Child): string => (isElement(node) ? node.children.map(textOf).join('') : node.value);
const child = (node: Element, tag: string) => node.children.find((candidate): candidate is Element => isElement(candidate) && candidate.tag === tag);

/** hast-util-to-mdast's handlers, with ours for `figure`, `pre` and `div` (as page-markdown.ts's). */
function one(node: Child): Converted {
  if (!isElement(node)) return { type: 'text', value: node.value };
  switch (node.tag) {
    case 'a':
      return { type: 'link', url: node.attrs.href ?? '', title: collapse(node.attrs.title) || null, children: phrasing(all(node)) };
    case 'b':
    case 'strong':
      return { type: 'strong', children: phrasing(all(node)) };
    case 'i':
    case 'em':
      return { type: 'emphasis', children: phrasing(all(node)) };
    case 'del':
    case 's':
      return { type: 'delete', children: phrasing(all(node)) };
    case 'code':
    case 'kbd':
      return { type: 'inlineCode', value: inlineText(node) };
    case 'br':
      return { type: 'break' };
    case 'img':
      return { type: 'image', url: node.attrs.src ?? '', title: collapse(node.attrs.title) || null, alt: collapse(node.attrs.alt) };
    case 'hr':
      return { type: 'thematicBreak' };
    case 'span':
    case 'sub':
    case 'sup':
    case 'time':
    case 'thead':
    case 'tbody':
      return all(node);
    case 'p': {
      const children = dropSurroundingBreaks(all(node));
      return children.length > 0 ? { type: 'paragraph', children: phrasing(children) } : undefined;
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return { type: 'heading', depth: Number(node.tag[1]) as 1, children: phrasing(dropSurroundingBreaks(all(node))) };
    case 'blockquote':
      return { type: 'blockquote', children: wrap(all(node)) as RootContent[] as never };
    case 'pre':
      return codeBlock(node.attrs['data-language'], textOf(node));
    case 'figure': {
      const pre = child(node, 'pre');
      if (!hasClass(node, 'code') || !pre) return wrap(all(node));
      const caption = child(node, 'figcaption');
      return codeBlock(pre.attrs['data-language'], textOf(pre), caption && textOf(caption));
    }
    case 'div': {
      if (!hasClass(node, 'aside')) return wrap(all(node));
      const [title, ...rest] = node.children.filter(isElement);
      const titled = title !== undefined && hasClass(title, 'aside__title');
      return callout(titled ? textOf(title) : undefined, wrap(all(titled ? { ...node, children: rest } : node)));
    }
    case 'ul':
    case 'ol': {
      const ordered = node.tag === 'ol';
      const children = toSpecificContent(all(node), () => ({ type: 'listItem', spread: false, checked: null, children: [] }));
      const start = ordered ? Number.parseInt(String(node.attrs.start), 10) : null;
      const spread = children.length > 1 && children.some((item) => (item as { spread?: boolean }).spread);
      return { type: 'list', ordered, start: start !== null && Number.isNaN(start) ? 1 : start, spread, children: children as never };
    }
    case 'li':
      return { type: 'listItem', spread: spreadOut(node), checked: null, children: wrap(all(node)) as never };
    case 'table':
      return table(node);
    case 'tr':
      return { type: 'tableRow', children: toSpecificContent(all(node), cell) as TableCell[] };
    case 'td':
    case 'th':
      return { type: 'tableCell', children: phrasing(all(node)) };
    default:
      // section, article, figcaption: their children as flow.
      return wrap(all(node));
  }
}

/** collapse-white-space's `html` style, trimmed (hast-util-to-mdast's `collapse`). */
const collapse = (value: string | undefined) => (value ?? '').replace(/[\t\n\v\f\r ]+/g, ' ').replace(/^ | $/g, '');

/** hast-util-to-text of inline code after the whitespace pass: its text, without bidi controls. */
function inlineText(node: Element): string {
  // A break or a block inside adds line breaks to it, an image its alternative text.
  const plain = (element: Element): boolean => element.children.every((child) => !isElement(child) || (!BLOCKS.has(child.tag) && child.tag !== 'img' && plain(child)));
  if (!plain(node)) throw GENERAL_PATH;
  return textOf(node).replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
}

const cell = (): TableCell => ({ type: 'tableCell', children: [] });

/** hast-util-to-mdast's `table`, for tables without spanning cells or tables inside (those take the general path). */
function table(node: Element): Converted {
  const align: ('left' | 'right' | 'center' | null)[] = [null];
  let headless = true;
  let row = 0;
  let column = 0;
  const inspect = (element: Element) => {
    for (const item of element.children) {
      if (!isElement(item)) continue;
      if (item.tag === 'table') throw GENERAL_PATH;
      if (item.tag === 'th' || item.tag === 'td') {
        const value = item.attrs.align || null;
        if (!align[column] && (value === 'center' || value === 'left' || value === 'right' || value === null)) align[column] = value;
        if (headless && row < 2 && item.tag === 'th') headless = false;
        column++;
      } else if (item.tag === 'thead') {
        headless = false;
      } else if (item.tag === 'tr') {
        row++;
        column = 0;
      }
      inspect(item);
    }
  };
  inspect(node);
  const rows = toSpecificContent(all(node), (): TableRow => ({ type: 'tableRow', children: [] })) as TableRow[];
  if (headless) rows.unshift({ type: 'tableRow', children: [] });
  for (const each of rows) each.children = toSpecificContent(each.children, cell) as TableCell[];
  const columns = rows.reduce((most, each) => Math.max(most, each.children.length), 1);
  for (const each of rows) while (each.children.length < columns) each.children.push(cell());
  while (align.length < columns) align.push(null);
  return { type: 'table', align, children: rows };
}

/** hast-util-to-mdast's `toSpecificContent`: what is not of the expected type joins a neighbour of it. */
function toSpecificContent(nodes: MdastNode[], build: () => MdastNode & { children: MdastNode[] }): MdastNode[] {
  const type = build().type;
  const results: (MdastNode & { children: MdastNode[] })[] = [];
  let queue: MdastNode[] = [];
  for (const node of nodes) {
    if (node.type === type) {
      const parent = node as MdastNode & { children: MdastNode[] };
      if (queue.length > 0) {
        parent.children.unshift(...queue);
        queue = [];
      }
      results.push(parent);
    } else {
      queue.push(node);
    }
  }
  if (queue.length > 0) {
    let last = results[results.length - 1];
    if (!last) results.push((last = build()));
    last.children.push(...queue);
  }
  return results;
}

const PHRASING_TYPES = new Set(['break', 'delete', 'emphasis', 'image', 'inlineCode', 'link', 'strong', 'text']);
const isPhrasing = (node: MdastNode) => PHRASING_TYPES.has(node.type);

/** hast-util-to-mdast's `wrapNeeded`. */
function wrapNeeded(nodes: MdastNode[]): boolean {
  return nodes.some((node) => !isPhrasing(node) || ('children' in node && wrapNeeded(node.children)));
}

/** hast-util-to-mdast's `wrap` (`toFlow`): runs of phrasing become paragraphs. */
function wrap(nodes: MdastNode[]): MdastNode[] {
  const result: MdastNode[] = [];
  let queue: MdastNode[] = [];
  const flush = () => {
    if (queue.length > 0 && !queue.every((node) => node.type === 'text' && !/[^ \t\n\f\r]/.test(node.value))) {
      result.push({ type: 'paragraph', children: phrasing(dropSurroundingBreaks(queue)) });
    }
    queue = [];
  };
  for (const node of nodes) {
    // A link or deletion around flow content is split by the general path.
    if ((node.type === 'link' || node.type === 'delete') && wrapNeeded(node.children)) throw GENERAL_PATH;
    if (isPhrasing(node)) {
      queue.push(node);
    } else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

function dropSurroundingBreaks(nodes: MdastNode[]): MdastNode[] {
  let start = 0;
  let end = nodes.length;
  while (start < end && nodes[start]!.type === 'break') start++;
  while (end > start && nodes[end - 1]!.type === 'break') end--;
  return start === 0 && end === nodes.length ? nodes : nodes.slice(start, end);
}

/** hast-util-to-mdast's `spreadout` of a list item: a paragraph, or two flow elements, make it spread. */
function spreadOut(node: Element): boolean {
  let seenFlow = false;
  for (const item of node.children) {
    if (!isElement(item) || PHRASING_ELEMENTS.has(item.tag)) continue;
    if (item.tag === 'p' || seenFlow || spreadOut(item)) return true;
    seenFlow = true;
  }
  return false;
}

/**
 * hast-util-to-mdast's last pass: adjacent texts merged, the first line break's surrounding spaces
 * dropped, a paragraph's, heading's or the root's texts trimmed at its ends, empty texts removed.
 * The whitespace pass leaves little to do, but a callout's title drops the texts beside it.
 */
function mergeTexts(parent: MdastNode & { children: MdastNode[] }): void {
  const { children } = parent;
  const trims = parent.type === 'heading' || parent.type === 'paragraph' || parent.type === 'root';
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    if (node.type !== 'text') {
      if ('children' in node) mergeTexts(node);
      continue;
    }
    const previous = children[index - 1];
    if (previous?.type === 'text') {
      // Merged, then seen again as one text.
      previous.value += node.value;
      children.splice(index, 1);
      index -= 2;
      continue;
    }
    node.value = node.value.replace(/[\t ]*(\r?\n|\r)[\t ]*/, '$1');
    if (trims) {
      if (index === 0) node.value = node.value.replace(/^[\t ]+/, '');
      if (index === children.length - 1) node.value = node.value.replace(/[\t ]+$/, '');
    }
    if (!node.value) children.splice(index--, 1);
  }
}
