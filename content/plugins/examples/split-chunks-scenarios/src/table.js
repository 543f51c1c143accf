// Shared by the admin entry and the report page that home loads on demand.
export function table(rows) {
  return rows.map((row) => row.join(' | ')).join('\n');
}
