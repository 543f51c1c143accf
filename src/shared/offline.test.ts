import { describe, expect, it } from 'vitest';
import { mayFill } from './offline';

describe('mayFill', () => {
  it('fills in the background unless the reader saves data or is on a 2G-class connection', () => {
    expect(mayFill(undefined)).toBe(true);
    expect(mayFill({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(mayFill({ effectiveType: '3g' })).toBe(true);
    expect(mayFill({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayFill({ effectiveType: '2g' })).toBe(false);
    expect(mayFill({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
