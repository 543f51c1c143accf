/**
 * Turns simple CSV text (a header row, commas, no quoted fields) into an
 * array of objects, one per row, keyed by the header names.
 */
export function parseCsv(text) {
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const keys = header.split(',');
  return rows.map((row) => {
    const values = row.split(',');
    return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
  });
}
