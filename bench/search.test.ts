import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../src/shared/search';
import { queriesOf } from './search';

const row = (page: string, heading: string): SearchRow => ['/synthetic/', 'Synthetic', page, heading, 'text', ''];

describe('queriesOf', () => {
  it('spreads the queries evenly over the rows and cuts every other one short, as if still typing', () => {
    const rows = [row('Output', ''), row('Output', 'output.filename'), row('Module Federation', ''), row('Loaders', 'Using loaders')];
    expect(queriesOf(rows, 2)).toEqual(['Output', 'Module Fed']);
    expect(queriesOf(rows, 4)).toEqual(['Output', 'out', 'Module Federation', 'Using loa']);
  });

  it('asks no more queries than there are rows', () => {
    expect(queriesOf([row('Output', '')], 200)).toEqual(['Output']);
  });
});
