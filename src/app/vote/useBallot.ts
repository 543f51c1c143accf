import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../storage';
import { cast, parseBallot, type Ballot, type Direction } from './ballot';

/** Where the reader's votes are kept between visits. */
export const BALLOT_KEY = 'vote-ballot';

/**
 * The reader's ballot, kept in local storage. Reading storage while rendering is safe only because
 * the voting app renders after hydration (a lazy chunk), never in the prerendered HTML.
 */
export function useBallot(ids: readonly string[]) {
  const [ballot, setBallot] = useState<Ballot>(() => parseBallot(readStored(BALLOT_KEY), ids));
  useEffect(() => writeStored(BALLOT_KEY, JSON.stringify(ballot)), [ballot]);
  const vote = useCallback((id: string, direction: Direction) => setBallot((current) => cast(current, id, direction)), []);
  const reset = useCallback(() => setBallot({}), []);
  return { ballot, vote, reset };
}
