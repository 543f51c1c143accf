import { useEffect, useState } from 'react';
import proposalsFile from '../../../data/vote/proposals.json';
import { readStored, writeStored } from '../storage';
import { canVote, cast, left, parseBallot, rank, VOTE_BUDGET, type Ballot, type Direction, type Proposal } from './ballot';
import './VoteApp.css';

/** Where the reader's votes are kept between visits. */
export const BALLOT_KEY = 'vote-ballot';

const proposals: readonly Proposal[] = proposalsFile.proposals;
const ids = proposals.map((proposal) => proposal.id);

/** The voting app: a budget of votes to spend on proposals, kept in this browser, and the ranking they give. */
export default function VoteApp() {
  const [ballot, setBallot] = useState<Ballot>(() => parseBallot(readStored(BALLOT_KEY), ids));
  useEffect(() => writeStored(BALLOT_KEY, JSON.stringify(ballot)), [ballot]);
  const vote = (id: string, direction: Direction) => setBallot((current) => cast(current, id, direction));
  const remaining = left(ballot);
  return (
    <div className="vote-app">
      <div className="vote-app__budget">
        <p role="status" aria-live="polite">
          <strong>{remaining}</strong> of {VOTE_BUDGET} votes left
        </p>
        <button type="button" className="button" onClick={() => setBallot({})} disabled={remaining === VOTE_BUDGET}>
          Reset votes
        </button>
      </div>
      <h2>Proposals</h2>
      <ul className="vote-app__proposals">
        {proposals.map((proposal) => {
          const votes = ballot[proposal.id] ?? 0;
          return (
            <li key={proposal.id} className="vote-app__proposal" aria-labelledby={`proposal-${proposal.id}`}>
              <div className="vote-app__controls">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Vote up: ${proposal.title}`}
                  disabled={!canVote(ballot, proposal.id, 1)}
                  onClick={() => vote(proposal.id, 1)}
                >
                  <Arrow up />
                </button>
                <span className="vote-app__count" aria-label={`${votes} votes`}>
                  {votes}
                </span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Vote down: ${proposal.title}`}
                  disabled={!canVote(ballot, proposal.id, -1)}
                  onClick={() => vote(proposal.id, -1)}
                >
                  <Arrow />
                </button>
              </div>
              <div>
                <h3 id={`proposal-${proposal.id}`}>{proposal.title}</h3>
                <p>{proposal.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <h2>Ranking</h2>
      <ol className="vote-app__ranking">
        {rank(proposals, ballot).map((proposal) => (
          <li key={proposal.id}>
            {proposal.title} <span className="vote-app__score">({ballot[proposal.id] ?? 0})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={up ? 'm3 10 5-5 5 5' : 'm3 6 5 5 5-5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
