import MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import type { AlignType, Heading, List, ListItem, Parent, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { Processor } from 'unified';

/**
 * Parsing with remark-parse (micromark) was half of the content step's time: markdown-it reads the
 * same text about six times faster. This plugin, used after remark-parse, parses a text with
 * markdown-it when it can make the tree remark-parse makes, and leaves it to remark-parse otherwise.
 */
export function remarkFastParse(this: Processor) {
  const reference = this.parser;
  if (!reference) throw new Error('remarkFastParse wraps remark-parse: use it after remark-parse');
  this.parser = (document, file) => fastParse(document) ?? reference(document, file);
}

/**
 * markdown-it's tokens as the mdast that remark-parse with GFM and directives makes of the same
 * text (fast-parse.test.ts compares them). Returns undefined for a text that uses syntax this path
 * leaves to remark-parse: footnotes, strikethrough, task lists, literal autolinks, text directives
 * with a label, directive attributes, nested containers, a link definition that text follows, and
 * the few places where the two parsers disagree.
 */
export function fastParse(markdown: string): Root | undefined {
  // `[^1]` is a footnote for GFM and a link reference for markdown-it; markdown-it rewrites CR LF.
  if (markdown.includes('[^') || /[\r\0]/.test(markdown)) return undefined;
  try {
    const env: { references?: object } = {};
    const tokens = md.parse(markdown, env);
    if (env.references && Object.keys(env.references).length > 0 && !definitionsEndAtLine(markdown)) return undefined;
    const root: Root = { type: 'root', children: [] };
    new Converter(tokens, markdown).blocks(root, 0, tokens.length);
    return root;
  } catch (error) {
    if (error === FALL_BACK) return undefined;
    throw error;
  }
}

const FALL_BACK = Symbol('fall back to remark-parse');

const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
// remark keeps URLs as written (escapes and references decoded): mdast-util-to-hast encodes them.
md.normalizeLink = (url) => url;
md.normalizeLinkText = (text) => text;
md.validateLink = () => true;
// GFM's strikethrough also takes one tilde a side: two tildes left in a paragraph's text send it to remark-parse.
md.disable('strikethrough');
md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
md.block.ruler.before('fence', 'leaf_directive', leafDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

const OPENER = /^(:{3,})([a-zA-Z][\w-]*)(?:\[([^\]]*)\])?(\{[^}]*\})?[ \t]*$/;
const CLOSER = /^(:{3,})[ \t]*$/;
const LEAF = /^::([a-zA-Z][\w-]*)(?:\[([^\]]*)\])?(\{[^}]*\})?[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;

const DEFINITION = /^[ \t>*+\-\d.)]*\[[^\]]*\]:/;

/**
 * A link definition (`[a]: /b`) that a line of text follows ends where markdown-it's rule stops, not where
 * CommonMark's paragraph does: only definitions followed by a blank line or another definition are read here.
 */
function definitionsEndAtLine(markdown: string): boolean {
  const lines = markdown.split('\n');
  return lines.every((line, index) => !DEFINITION.test(line) || index + 1 === lines.length || lines[index + 1]!.trim() === '' || DEFINITION.test(lines[index + 1]!));
}

/** A line that remark-directive may read as a directive this path does not (a label with brackets). */
function directiveLike(text: string, name: RegExp): false {
  if (name.test(text)) throw FALL_BACK;
  return false;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/** Whether a block rule may match at `line`: indented less than code, and opening with a colon. */
function startsWithColon(state: StateBlock, line: number): boolean {
  return state.sCount[line]! - state.blkIndent < 4 && state.src.charCodeAt(state.bMarks[line]! + state.tShift[line]!) === 0x3a;
}

/** `:::name[label]` … `:::`, its content parsed as blocks (remark-directive's container directive). */
function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (!startsWithColon(state, startLine)) return false;
  const text = lineText(state, startLine);
  const open = OPENER.exec(text);
  if (!open) return directiveLike(text, /^:{3}[a-zA-Z]/);
  if (open[4] !== undefined || open[3] === '') throw FALL_BACK;
  if (silent) return true;
  const size = open[1]!.length;
  let fence: string | undefined;
  let line = startLine + 1;
  let closed = false;
  for (; line < endLine; line++) {
    if (state.sCount[line]! < state.blkIndent && !state.isEmpty(line)) break;
    const text = lineText(state, line);
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.slice(marker.length).trim() === '') fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    // Nested containers are left to remark-directive, which pairs their fences.
    if (OPENER.test(text)) throw FALL_BACK;
    const close = CLOSER.exec(text);
    if (close && close[1]!.length >= size) {
      closed = true;
      break;
    }
  }
  if (!closed) throw FALL_BACK;
  const opening = state.push('container_directive_open', 'div', 1);
  opening.info = open[2]!;
  opening.map = [startLine, line + 1];
  if (open[3] !== undefined) {
    state.push('directive_label_open', 'p', 1).map = [startLine, startLine + 1];
    const label = state.push('inline', '', 0);
    label.content = open[3];
    label.map = [startLine, startLine + 1];
    label.children = [];
    state.push('directive_label_close', 'p', -1);
  }
  const parentType = state.parentType;
  const lineMax = state.lineMax;
  state.parentType = 'container' as never;
  state.lineMax = line;
  state.md.block.tokenize(state, startLine + 1, line);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.push('container_directive_close', 'div', -1);
  state.line = line + 1;
  return true;
}

/** `::name[label]` on a line of its own (remark-directive's leaf directive). */
function leafDirective(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (!startsWithColon(state, startLine)) return false;
  const text = lineText(state, startLine);
  const leaf = LEAF.exec(text);
  if (!leaf) return directiveLike(text, /^::[a-zA-Z]/);
  if (leaf[3] !== undefined) throw FALL_BACK;
  if (silent) return true;
  const token = state.push('leaf_directive_open', '', 1);
  token.info = leaf[1]!;
  token.map = [startLine, startLine + 1];
  const label = state.push('inline', '', 0);
  label.content = leaf[2] ?? '';
  label.map = [startLine, startLine + 1];
  label.children = [];
  state.push('leaf_directive_close', '', -1);
  state.line = startLine + 1;
  return true;
}

/**
 * Text that remark-parse reads as more than text sends the page there: a literal autolink (`www.`,
 * `https://`, `a@b.c`) and a text directive with a label or attributes (`:abbr[HMR]`). A bare `:name`
 * is a text directive too, but remarkAsides writes it back as the same text, so it stays text here.
 */
const NOT_PLAIN_TEXT = /:\/\/|www\.|[\w.+-]@|(?:^|[^:]):[a-zA-Z][\w-]*[[{]/i;
/** An image's alt is the text of its label, in which remark-parse's bare directive would lose its `:name`. */
const NOT_PLAIN_ALT = /(?:^|[^:]):[a-zA-Z]|:\/\/|www\.|[\w.+-]@|~/i;

type Position = NonNullable<Root['position']>;

class Converter {
  /** Offset of each line's first character: hast-util-raw places raw HTML by offset. */
  private readonly lineStarts = [0];

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {
    for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) this.lineStarts.push(at + 1);
  }

  private lineOf(index: number): string {
    return this.source.slice(this.lineStarts[index], this.lineStarts[index + 1] ?? this.source.length);
  }

  private point(line: number, column = 1) {
    return { line, column, offset: (this.lineStarts[line - 1] ?? this.source.length) + column - 1 };
  }

  /** Lines `map` (0-based, end exclusive) as a position, or one line when there is no map. */
  private span(map: [number, number] | null | undefined, line: number, column = 1): Position {
    if (!map) return { start: this.point(line, column), end: this.point(line, column) };
    return { start: this.point(map[0] + 1, column), end: this.point(Math.max(map[1], map[0] + 1)) };
  }

  /** Index of the token that closes the one opened at `open`. */
  private closing(open: number): number {
    let depth = 0;
    for (let at = open; at < this.tokens.length; at++) {
      depth += this.tokens[at]!.nesting;
      if (depth === 0) return at;
    }
    throw new Error(`unclosed ${this.tokens[open]!.type}`);
  }

  blocks(parent: Parent, from: number, to: number): void {
    for (let at = from; at < to; ) {
      const token = this.tokens[at]!;
      const end = token.nesting === 1 ? this.closing(at) : at;
      const node = this.block(token, at, end);
      // After indented code, remark-parse reads `2.` (a list not starting at 1) as a paragraph.
      if (node.type === 'list' && node.start !== 1 && node.start !== null && at > 0 && this.tokens[at - 1]!.type === 'code_block') throw FALL_BACK;
      (parent.children as RootContent[]).push(node);
      at = end + 1;
    }
  }

  private block(token: Token, at: number, end: number): RootContent {
    const position = this.span(token.map, 1);
    switch (token.type) {
      case 'paragraph_open':
        // In a list or quote, a continuation line that opens with HTML, a table row or a directive is read
        // differently by the two parsers when it is lazy (not indented, or without `>`).
        if (token.level > 0 && token.map) {
          for (let line = token.map[0] + 1; line < token.map[1]; line++) if (/^[ \t>]*[<|:]/.test(this.lineOf(line))) throw FALL_BACK;
        }
        return { type: 'paragraph', children: this.inline(this.tokens[at + 1]!), position };
      case 'heading_open':
        return { type: 'heading', depth: Number(token.tag.slice(1)) as Heading['depth'], children: this.inline(this.tokens[at + 1]!), position };
      case 'blockquote_open': {
        const node = { type: 'blockquote' as const, children: [], position };
        this.blocks(node, at + 1, end);
        return node;
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token, at, end);
      case 'fence': {
        // markdown-it keeps the info string as written; remark decodes its escapes and references.
        const info = md.utils.unescapeAll(token.info).trim();
        const space = info.search(/\s/);
        const lang = space === -1 ? info : info.slice(0, space);
        const meta = space === -1 ? '' : info.slice(space).trim();
        return { type: 'code', lang: lang || null, meta: meta || null, value: token.content.replace(/\n$/, ''), position };
      }
      case 'code_block':
        return { type: 'code', lang: null, meta: null, value: token.content.replace(/\n$/, ''), position };
      case 'hr':
        return { type: 'thematicBreak', position };
      case 'html_block': {
        const column = this.lineOf(token.map![0]).indexOf(token.content.trimStart().slice(0, 1)) + 1;
        return { type: 'html', value: token.content.replace(/\n$/, ''), position: this.span(token.map, 1, column) };
      }
      case 'table_open':
        return this.table(at, end, position);
      case 'container_directive_open': {
        const node: ContainerDirective = { type: 'containerDirective', name: token.info, attributes: {}, children: [], position };
        let from = at + 1;
        if (this.tokens[from]!.type === 'directive_label_open') {
          node.children.push({ type: 'paragraph', data: { directiveLabel: true }, children: this.inline(this.tokens[from + 1]!), position });
          from += 3;
        }
        this.blocks(node, from, end);
        return node;
      }
      case 'leaf_directive_open':
        return { type: 'leafDirective', name: token.info, attributes: {}, children: this.inline(this.tokens[at + 1]!), position } satisfies LeafDirective;
      default:
        throw FALL_BACK;
    }
  }

  private list(token: Token, at: number, end: number): List {
    let tight = true;
    const items: ListItem[] = [];
    for (let item = at + 1; item < end; ) {
      const close = this.closing(item);
      const node: ListItem = { type: 'listItem', spread: false, checked: null, children: [], position: this.span(this.tokens[item]!.map, 1) };
      // markdown-it marks the paragraphs of a tight list hidden.
      for (let inner = item + 1; inner < close; inner++) {
        const child = this.tokens[inner]!;
        if (child.type === 'paragraph_open' && child.level === this.tokens[item]!.level + 1 && !child.hidden) tight = false;
      }
      this.blocks(node, item + 1, close);
      // An empty item (`-` alone) is a paragraph for remark-parse in places markdown-it opens a list;
      // `[ ]` and `[x]` make a task list item.
      const first = node.children[0];
      if (!first || (first.type === 'paragraph' && first.children[0]?.type === 'text' && /^\[[ xX]\]/.test(first.children[0].value))) throw FALL_BACK;
      items.push(node);
      item = close + 1;
    }
    for (const item of items) item.spread = !tight;
    const ordered = token.type === 'ordered_list_open';
    return { type: 'list', ordered, start: ordered ? Number(token.attrGet('start') ?? 1) : null, spread: !tight, children: items, position: this.span(token.map, 1) };
  }

  private table(at: number, end: number, position: Position): Table {
    const rows: TableRow[] = [];
    const align: AlignType[] = [];
    for (let index = at + 1; index < end; index++) {
      const row = this.tokens[index]!;
      if (row.type !== 'tr_open') continue;
      const close = this.closing(index);
      const header = rows.length === 0;
      // GFM ends a table at a line of HTML; markdown-it reads it as a row.
      if (!header && /^\s*</.test(this.lineOf(row.map![0]))) throw FALL_BACK;
      const line = row.map![0] + 1;
      const cells: TableCell[] = [];
      for (let cell = index + 1; cell < close; cell++) {
        const open = this.tokens[cell]!;
        if (open.type !== 'th_open' && open.type !== 'td_open') continue;
        if (header) align.push((open.attrGet('style')?.replace('text-align:', '') as AlignType) ?? null);
        const inline = this.tokens[cell + 1]!;
        cells.push({ type: 'tableCell', children: inline.type === 'inline' ? this.inline(inline, line) : [], position: this.span(row.map, line) });
      }
      rows.push({ type: 'tableRow', children: cells, position: this.span(row.map, line) });
      index = close;
    }
    return { type: 'table', align, children: rows, position };
  }

  /** The phrasing content of an inline token: texts merged as remark merges them, each node on its line. */
  inline(token: Token, first = (token.map?.[0] ?? 0) + 1): PhrasingContent[] {
    let line = first;
    const root: { children: PhrasingContent[] } = { children: [] };
    const stack: { children: PhrasingContent[] }[] = [root];
    const push = (node: PhrasingContent) => stack[stack.length - 1]!.children.push(node);
    /** The texts remark-parse might read as more than text (NOT_PLAIN_TEXT). */
    const texts: { value: string }[] = [];
    const autolinks = new Set<object>();
    const text = (value: string) => {
      if (value === '') return;
      const siblings = stack[stack.length - 1]!.children;
      const last = siblings[siblings.length - 1];
      if (last?.type === 'text') {
        last.value += value;
        return;
      }
      const node: PhrasingContent = { type: 'text', value, position: this.span(undefined, line) };
      push(node);
      // An autolink's text (`<https://…>`) is its URL as written, read as text by neither parser.
      if (!autolinks.has(stack[stack.length - 1]!)) texts.push(node);
    };
    for (const child of token.children ?? []) {
      const position = this.span(undefined, line);
      switch (child.type) {
        case 'text':
          text(child.content);
          break;
        case 'softbreak':
          text('\n');
          line++;
          break;
        case 'hardbreak':
          push({ type: 'break', position });
          line++;
          break;
        case 'code_inline':
          push({ type: 'inlineCode', value: child.content, position });
          break;
        case 'html_inline':
          push({ type: 'html', value: child.content, position });
          line += child.content.split('\n').length - 1;
          break;
        case 'image': {
          const alt = plainText(child.children ?? []);
          if (NOT_PLAIN_ALT.test(alt)) throw FALL_BACK;
          push({ type: 'image', url: child.attrGet('src') ?? '', title: child.attrGet('title') ?? null, alt, position });
          break;
        }
        case 'em_open':
        case 'strong_open':
        case 'link_open': {
          const node =
            child.type === 'link_open'
              ? { type: 'link' as const, url: child.attrGet('href') ?? '', title: child.attrGet('title') ?? null, children: [], position }
              : { type: child.type === 'em_open' ? ('emphasis' as const) : ('strong' as const), children: [], position };
          push(node);
          stack.push(node);
          if (child.markup === 'autolink') autolinks.add(node);
          break;
        }
        case 'em_close':
        case 'strong_close':
        case 'link_close':
          stack.pop();
          break;
        default:
          throw FALL_BACK;
      }
    }
    // Two tildes may be GFM strikethrough, which (unlike markdown-it's) also takes one tilde a side.
    if (texts.some((node) => NOT_PLAIN_TEXT.test(node.value)) || texts.reduce((tildes, node) => tildes + node.value.split('~').length - 1, 0) > 1) throw FALL_BACK;
    return root.children;
  }
}

function plainText(tokens: Token[]): string {
  return tokens.map((token) => (token.children ? plainText(token.children) : token.type === 'softbreak' ? '\n' : token.content)).join('');
}
