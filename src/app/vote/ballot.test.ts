import { describe, expect, it } from 'vitest';
import { canVote, cast, left, parseBallot, rank, spent, VOTE_BUDGET, type Ballot } from './ballot';

const proposals = ['a', 'b', 'c'].map((id) => ({ id, title: id.toUpperCase(), description: '' }));
const ids = proposals.map((proposal) => proposal.id);

describe('ballot', () => {
  it('counts up and down votes alike against the budget', () => {
    const ballot: Ballot = { a: 3, b: -2 };
    expect(spent(ballot)).toBe(5);
    expect(left(ballot)).toBe(VOTE_BUDGET - 5);
  });

  it('casts votes both ways and drops a proposal that is back to zero', () => {
    let ballot: Ballot = {};
    ballot = cast(ballot, 'a', 1);
    ballot = cast(ballot, 'a', 1);
    ballot = cast(ballot, 'b', -1);
    expect(ballot).toEqual({ a: 2, b: -1 });
    ballot = cast(ballot, 'b', 1);
    expect(ballot).toEqual({ a: 2 });
  });

  it('refuses a new vote once the budget is spent, but always lets a vote be taken back', () => {
    const full: Ballot = { a: 6, b: -4 };
    expect(left(full)).toBe(0);
    expect(canVote(full, 'a', 1)).toBe(false);
    expect(canVote(full, 'c', -1)).toBe(false);
    expect(cast(full, 'c', 1)).toBe(full);
    expect(canVote(full, 'a', -1)).toBe(true);
    expect(canVote(full, 'b', 1)).toBe(true);
    expect(cast(full, 'b', 1)).toEqual({ a: 6, b: -3 });
  });

  it('ranks by votes, keeping the file order for ties', () => {
    expect(rank(proposals, {}).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(rank(proposals, { c: 2, a: -1 }).map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(rank(proposals, { b: 1, c: 1 }).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });

  it('reads a stored ballot defensively', () => {
    expect(parseBallot(null, ids)).toEqual({});
    expect(parseBallot('not json', ids)).toEqual({});
    expect(parseBallot('[1,2]', ids)).toEqual({});
    expect(parseBallot('{"a":2,"gone":3,"b":"x","c":1.5}', ids)).toEqual({ a: 2 });
    expect(parseBallot('{"a":8,"b":-5,"c":2}', ids)).toEqual({ a: 8, c: 2 });
  });
});
