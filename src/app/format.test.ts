import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDollars, formatLongDate } from './format';

describe('formatLongDate', () => {
  it('writes a date as Intl’s long English date in UTC does, without making a formatter', () => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    for (const date of ['2026-01-01', '2026-02-28', '2024-02-29', '2025-09-09', '2026-11-27', '2027-12-31']) {
      expect(formatLongDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });
});

describe('formatDollars', () => {
  it('rounds to whole US dollars with grouping', () => {
    expect(formatDollars(1234.5)).toBe('$1,235');
    expect(formatDollars(0)).toBe('$0');
  });
});

describe('formatBytes', () => {
  it("writes sizes as webpack's own stats do", () => {
    // webpack's own helper, as its stats print sizes (a file of its lib/, without types).
    const webpackSize = createRequire(import.meta.url)('webpack/lib/util/formatSize.js') as (size: number) => string;
    for (const size of [0, 1, 999, 1023, 1024, 1500, 10_240, 1_048_575, 3 * 1024 * 1024, 5_000_000_000]) expect(formatBytes(size), String(size)).toBe(webpackSize(size));
  });
});
