/**
 * Number and date formats. An Intl formatter is made on first use and never when a module loads: a
 * page's first one loads ICU's data, 55–80 ms on a phone (Chromium at 4× CPU slowdown), and one made at
 * load was most of the entry's long task on every page.
 */
let dollars: Intl.NumberFormat | undefined;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-11-27` as `November 27, 2026`, by hand: every documentation page shows a date, and no formatter is needed for it. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** `1234.5` as `$1,235`. */
export const formatDollars = (amount: number): string =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);

/** A file size as webpack's stats write it, to three significant digits: `1020 bytes`, `1.46 KiB`, `2.3 MiB`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = Math.max(bytes, 0);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toPrecision(3))} ${units[unit]}`;
}
