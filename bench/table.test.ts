import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('aligns columns under a header and a rule', () => {
    expect(formatTable([{ url: '/', seconds: 12.5 }, { url: '/concepts/', seconds: 3 }]).split('\n')).toEqual([
      'url         seconds',
      '----------  -------',
      '/           12.5',
      '/concepts/  3',
    ]);
  });

  it('spreads a group of values over columns of their own, and shows a missing value as a dash', () => {
    const [header, , row] = formatTable([{ url: '/', js: { raw: 1000, brotli: 300 }, score: null }]).split('\n');
    expect(header).toBe('url  js.raw  js.brotli  score');
    expect(row).toBe('/    1000    300        –');
  });
});
