import { describe, expect, it } from 'vitest';
import { median, percentile, roundMs } from './stats';

describe('median and percentile', () => {
  it('take the middle sample, the lower one of an even count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it('rank by nearest sample, clamped to the ends', () => {
    const samples = Array.from({ length: 100 }, (_, at) => 100 - at);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile(samples, 1)).toBe(100);
    expect(percentile(samples, 0)).toBe(1);
  });

  it('are NaN without samples', () => {
    expect(median([])).toBeNaN();
  });
});

describe('roundMs', () => {
  it('keeps two decimals below 10 ms and whole milliseconds above', () => {
    expect(roundMs(0.12345)).toBe(0.12);
    expect(roundMs(12.6)).toBe(13);
  });
});
