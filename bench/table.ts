/** One row's cells as text; an object value becomes one column per key (`js` → `js.raw`, `js.gzip`, …). */
function cellsOf(row: object): Record<string, string> {
  const text = (value: unknown) => (value === null || value === undefined ? '–' : String(value));
  return Object.fromEntries(
    Object.entries(row).flatMap(([key, value]: [string, unknown]) =>
      value !== null && typeof value === 'object' ? Object.entries(value).map(([inner, cell]: [string, unknown]) => [`${key}.${inner}`, text(cell)]) : [[key, text(value)]],
    ),
  );
}

/** Rows of figures as an aligned plain-text table, with a header line and a rule under it. */
export function formatTable(rows: readonly object[]): string {
  const cells = rows.map(cellsOf);
  const columns = [...new Set(cells.flatMap((row) => Object.keys(row)))];
  const widths = columns.map((column) => Math.max(column.length, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (texts: string[]) => texts.map((text, at) => text.padEnd(widths[at]!)).join('  ').trimEnd();
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...cells.map((row) => line(columns.map((column) => row[column] ?? '')))].join('\n');
}
