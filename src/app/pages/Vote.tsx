import './Vote.css';

/** The vote page: its frame is prerendered, the voting app itself runs only in the browser. */
export function Vote() {
  return (
    <div className="vote">
      <h1>Vote</h1>
      <p>
        Help decide what the documentation covers next: every visitor gets a budget of votes to spend on the
        proposals they care about most.
      </p>
      <div className="vote__app" role="status" aria-live="polite">
        The voting app loads in your browser.
      </div>
    </div>
  );
}
