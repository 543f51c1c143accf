/**
 * Number and date formats, made on first use and never when a module loads: a page's first Intl
 * formatter loads ICU's data, 55–80 ms on a phone (Chromium at 4× CPU slowdown), and one made at load
 * was most of the entry's long task on every page.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const longDate = lazily(() => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }));
const dollars = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** `2026-11-27` as `November 27, 2026`. */
export const formatLongDate = (isoDate: string): string => longDate().format(new Date(`${isoDate}T00:00:00Z`));

/** `1234.5` as `$1,235`. */
export const formatDollars = (amount: number): string => dollars().format(amount);
