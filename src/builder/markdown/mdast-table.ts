import type { PhrasingContent, Table, TableCell, TableRow } from 'mdast';

/** Small builders for the tables that directives generate into a page (`::webpack-cli-flags`, …). */
export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/** Text with `backtick` spans as inline code: the only markup generated descriptions use. */
export function withCode(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? code(part.slice(1, -1)) : text(part)));
}

/** A table with a header row of plain titles. */
export function table(titles: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  return { type: 'table', align: titles.map(() => null), children: [row(titles.map((title) => [text(title)])), ...rows.map(row)] };
}
