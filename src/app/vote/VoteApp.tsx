import type { ReactNode } from 'react';
import proposalsFile from '../../../data/vote/proposals.json';
import { canVote, left, rank, VOTE_BUDGET, type Proposal } from './ballot';
import { useBallot } from './useBallot';
import './VoteApp.css';

const proposals: readonly Proposal[] = proposalsFile.proposals;
const ids = proposals.map((proposal) => proposal.id);

/** The voting app: a budget of votes to spend on proposals, kept in this browser, and the ranking they give. */
export default function VoteApp() {
  const { ballot, vote, reset } = useBallot(ids);
  const remaining = left(ballot);
  return (
    <div className="vote-app">
      <div className="vote-app__budget">
        <p role="status">
          <strong>{remaining}</strong> of {VOTE_BUDGET} votes left
        </p>
        <GuardedButton className="button" allowed={remaining < VOTE_BUDGET} onClick={reset}>
          Reset votes
        </GuardedButton>
      </div>
      <h2>Proposals</h2>
      {/* Always in file order: reordering here would move the focused button under the reader. */}
      <ul className="vote-app__proposals">
        {proposals.map((proposal) => {
          const votes = ballot[proposal.id] ?? 0;
          return (
            <li key={proposal.id} className="vote-app__proposal">
              <div className="vote-app__controls">
                <GuardedButton
                  className="icon-button"
                  label={`Vote up: ${proposal.title}`}
                  allowed={canVote(ballot, proposal.id, 1)}
                  onClick={() => vote(proposal.id, 1)}
                >
                  <Arrow up />
                </GuardedButton>
                <span className="vote-app__count">
                  {votes}
                  <span className="visually-hidden"> {Math.abs(votes) === 1 ? 'vote' : 'votes'}</span>
                </span>
                <GuardedButton
                  className="icon-button"
                  label={`Vote down: ${proposal.title}`}
                  allowed={canVote(ballot, proposal.id, -1)}
                  onClick={() => vote(proposal.id, -1)}
                >
                  <Arrow />
                </GuardedButton>
              </div>
              <div>
                <h3>{proposal.title}</h3>
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

interface GuardedButtonProps {
  className: string;
  label?: string;
  allowed: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * aria-disabled rather than disabled: a button that has just spent the last vote keeps the keyboard
 * focus (a disabled one would drop it to the page), and still says that it does nothing now.
 */
function GuardedButton({ className, label, allowed, onClick, children }: GuardedButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} aria-disabled={!allowed} onClick={allowed ? onClick : undefined}>
      {children}
    </button>
  );
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={up ? 'm3 10 5-5 5 5' : 'm3 6 5 5 5-5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
