import { describe, expect, it } from 'vitest';
import { queriesOf } from './search';

describe('queriesOf', () => {
  it('spreads the queries evenly over the documents and cuts every other one short, as if still typing', () => {
    const names = ['Output', 'output.filename', 'Module Federation', 'Using loaders'];
    expect(queriesOf(names, 2)).toEqual(['Output', 'Module Fed']);
    expect(queriesOf(names, 4)).toEqual(['Output', 'out', 'Module Federation', 'Using loa']);
  });

  it('asks no more queries than there are documents', () => {
    expect(queriesOf(['Output'], 200)).toEqual(['Output']);
  });
});
