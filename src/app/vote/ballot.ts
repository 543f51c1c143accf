/** How many votes a reader may spend in total, up or down. */
export const VOTE_BUDGET = 10;

export interface Proposal {
  id: string;
  title: string;
  description: string;
}

/** A reader's votes per proposal id: positive for up votes, negative for down votes. */
export type Ballot = Readonly<Record<string, number>>;
export type Direction = 1 | -1;

/** Every vote costs one from the budget, whichever way it goes. */
export function spent(ballot: Ballot): number {
  return Object.values(ballot).reduce((sum, votes) => sum + Math.abs(votes), 0);
}

export function left(ballot: Ballot): number {
  return VOTE_BUDGET - spent(ballot);
}

/** Taking a vote back (towards zero) is always possible; a new vote needs budget left. */
export function canVote(ballot: Ballot, id: string, direction: Direction): boolean {
  const votes = ballot[id] ?? 0;
  const towardsZero = votes !== 0 && Math.sign(votes) !== direction;
  return towardsZero || left(ballot) > 0;
}

/** The ballot after one vote; unchanged when the vote is not allowed. Zero entries are dropped. */
export function cast(ballot: Ballot, id: string, direction: Direction): Ballot {
  if (!canVote(ballot, id, direction)) return ballot;
  const votes = (ballot[id] ?? 0) + direction;
  const { [id]: _previous, ...rest } = ballot;
  return votes === 0 ? rest : { ...rest, [id]: votes };
}

/** Proposals by the reader's votes, most first; ties keep the order of the data file. */
export function rank(proposals: readonly Proposal[], ballot: Ballot): Proposal[] {
  return proposals
    .map((proposal, index) => ({ proposal, index, votes: ballot[proposal.id] ?? 0 }))
    .sort((a, b) => b.votes - a.votes || a.index - b.index)
    .map(({ proposal }) => proposal);
}

/**
 * Reads a stored ballot without trusting it: anything that is not JSON, unknown proposals,
 * non-integer counts and votes beyond the budget (kept in file order) are dropped.
 */
export function parseBallot(raw: string | null, ids: readonly string[]): Ballot {
  let stored: unknown;
  try {
    stored = raw === null ? {} : JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const ballot: Record<string, number> = {};
  let budget = VOTE_BUDGET;
  for (const id of ids) {
    const votes = (stored as Record<string, unknown>)[id];
    if (typeof votes !== 'number' || !Number.isInteger(votes) || votes === 0 || Math.abs(votes) > budget) continue;
    ballot[id] = votes;
    budget -= Math.abs(votes);
  }
  return ballot;
}
