import { LazyVoteApp } from '../vote/LazyVoteApp';
import './Vote.css';

/** The vote page: its frame is prerendered, the voting app itself is a chunk that runs only in the browser. */
export function Vote() {
  return (
    <div className="vote">
      <h1>Vote</h1>
      <p>
        Help decide what the documentation covers next: you have a budget of votes to spend on the proposals you care
        about most, up or down. Your votes stay in this browser.
      </p>
      <LazyVoteApp />
    </div>
  );
}
