import type { Element, ElementContent } from 'hast';
import { diffLines } from 'diff';
import { TYPE_INFO_POPUP_CLASS } from '../../shared/type-info';
import {
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
} from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';

/** Any of Shiki's notation comments: `// [!code ++]`, `# [!code focus:2]`, `<!-- [!code word:entry] -->`. */
const NOTATION = /\[!code\b/;

/**
 * Shiki drops a notation comment but keeps the spaces before it, which the reader would copy: every
 * line of a block with notation loses its trailing spaces (notation is ours; no such line means them).
 */
const trimNotationSpaces: ShikiTransformer = {
  name: 'webpack-docs:trim-notation-spaces',
  code(code) {
    if (!NOTATION.test(this.source)) return;
    for (const line of code.children) if (line.type === 'element') trimEnd(line);
  },
};

function trimEnd(node: Element): void {
  for (let last = node.children.at(-1); last; last = node.children.at(-1)) {
    if (last.type === 'element') trimEnd(last);
    else if (last.type === 'text') last.value = last.value.trimEnd();
    if ((last.type === 'text' && last.value) || (last.type === 'element' && last.children.length > 0)) return;
    node.children.pop();
  }
}

/**
 * The comment notation of code blocks, applied as Shiki highlights: `[!code ++]`/`[!code --]` (a line
 * added or removed: `diff add`/`diff remove`, `has-diff` on the block), `[!code highlight]`,
 * `[!code focus]` (`focused`, `has-focused`) and `[!code word:…]` (`highlighted-word`).
 */
export const NOTATION_TRANSFORMERS: ShikiTransformer[] = [
  transformerNotationDiff(),
  transformerNotationHighlight(),
  transformerNotationFocus(),
  transformerNotationWordHighlight(),
  trimNotationSpaces,
];

/**
 * The file a highlighted block stands for, as "Copy code" copies it: its lines without the removed
 * ones (Shiki has already taken the notation comments out). "Try it" opens it, and a guide's step must
 * equal its fixture file once so read.
 */
export function resultingFile(pre: Element): string {
  return linesOf(pre)
    .filter((line) => !classesOf(line).includes('remove'))
    .map(codeText)
    .join('\n');
}

/** The code an element of a highlighted block holds: its text without the popups of types on hover. */
export function codeText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || classesOf(node).includes(TYPE_INFO_POPUP_CLASS)) return '';
  return node.children.map(codeText).join('');
}

/** The lines `{2,5-7}` in a fence's meta names, counted from 1, or a reason why they cannot be. */
export function metaHighlightedLines(meta: string, lineCount: number): number[] | string {
  const list = /(?:^|\s)\{([^}]*)\}/.exec(meta)?.[1];
  if (list === undefined) return [];
  const lines: number[] = [];
  for (const item of list.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(item);
    const from = Number(range?.[1]);
    const to = Number(range?.[2] ?? range?.[1]);
    if (!range || from < 1 || to < from) return `"{${list}}" is not a list of lines such as {2,5-7}`;
    if (to > lineCount) return `"{${list}}" names line ${to}, but the block has ${lineCount} line${lineCount === 1 ? '' : 's'}`;
    for (let line = from; line <= to; line++) lines.push(line);
  }
  return lines;
}

/**
 * Marks lines of a highlighted block (numbers from 1) as Shiki's notation does: `highlighted` lines in a
 * `has-highlighted` block, `diff add` and `diff remove` lines in a `has-diff` block.
 */
export function markLines(pre: Element, lines: readonly number[], lineClass: 'highlighted' | 'diff add' | 'diff remove'): void {
  if (lines.length === 0) return;
  const rows = linesOf(pre);
  for (const number of lines) addClasses(rows[number - 1]!, lineClass);
  addClasses(pre, lineClass === 'highlighted' ? 'has-highlighted' : 'has-diff');
}

/**
 * `showLineNumbers` in a fence's meta numbers its lines from 1, `showLineNumbers{12}` from 12 (an
 * excerpt of a file: include-code.ts fills in the first line of `lines="…"`). The numbers are CSS
 * counters, so copying and screen readers leave them out.
 */
export function numberLines(pre: Element, meta: string): void {
  const asked = /(?:^|\s)showLineNumbers(?:\{(\d+)\})?(?=\s|$)/.exec(meta);
  if (!asked) return;
  addClasses(pre, 'has-line-numbers');
  const first = Number(asked[1] ?? 1);
  if (first !== 1) pre.properties.style = `${String(pre.properties.style ?? '')};--line-start:${first - 1}`;
}

/**
 * One text showing how `after` differs from `before`: their lines in order, each removed line before
 * what replaces it, with the numbers (from 1) of the added and the removed lines in that text.
 */
export function changedLines(before: string, after: string): { text: string; added: number[]; removed: number[] } {
  const lines: string[] = [];
  const added: number[] = [];
  const removed: number[] = [];
  for (const change of diffLines(`${before}\n`, `${after}\n`)) {
    for (const line of change.value.replace(/\n$/, '').split('\n')) {
      lines.push(line);
      if (change.added) added.push(lines.length);
      if (change.removed) removed.push(lines.length);
    }
  }
  return { text: lines.join('\n'), added, removed };
}

/** A highlighted block's lines: the `span.line` children of its `<code>`. */
export function linesOf(pre: Element): Element[] {
  const code = pre.children[0] as Element;
  return code.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'span');
}

/** Shiki writes classes as one string in `class`; parsed HTML has hast's `className` list. */
const classesOf = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : String(node.properties.class ?? '').split(' ').filter(Boolean);

function addClasses(node: Element, names: string): void {
  node.properties.class = [...new Set([...classesOf(node), ...names.split(' ')])].join(' ');
}

