import { useEffect, useRef, useState } from 'react';
import { RUN_DOCUMENT_URL, type BuildOutcome, type ConsoleLevel, type RunMessage, type RunRequest } from '../../shared/playground';

/** The console keeps the latest lines only: a loop that logs must not grow the page without end. */
const MAX_LINES = 500;

interface ConsoleLine {
  level: ConsoleLevel;
  text: string;
}

/**
 * The files a page would load for the build's entry points, in order, each once. With several
 * configurations, those of the first: the page is the first one's (a host), and the others' files (a
 * remote container) are there to be loaded by URL.
 */
function entryFiles({ entrypoints }: BuildOutcome): string[] {
  const first = entrypoints.filter((entry) => entry.configuration === entrypoints[0]?.configuration);
  return [...new Set(first.flatMap((entry) => entry.files))];
}

/**
 * The Run tab: the build's output running as a page in a frame of its own (a new frame for each run,
 * so nothing of the last one is left), and what it writes to the console. The frame's document sandboxes
 * itself by its policy, without a `sandbox` attribute here: a frame with one (and no `allow-same-origin`)
 * is not seen by the service worker, so it could not open offline.
 */
export function RunPanel({ outcome }: { outcome: BuildOutcome }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [run, setRun] = useState(0);
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const files = entryFiles(outcome);

  useEffect(() => {
    setLines([]);
    const receive = (event: MessageEvent<RunMessage>) => {
      const target = frame.current?.contentWindow;
      // Its window, with the opaque origin its policy gives it.
      if (!event.source || event.source !== target || event.origin !== 'null') return;
      if (event.data?.type === 'run-ready') {
        const request: RunRequest = { type: 'run', assets: outcome.assets, entryFiles: entryFiles(outcome) };
        target.postMessage(request, '*');
      } else if (event.data?.type === 'console') {
        const { level, text } = event.data;
        setLines((current) => [...current, { level, text }].slice(-MAX_LINES));
      }
    };
    addEventListener('message', receive);
    return () => removeEventListener('message', receive);
  }, [outcome, run]);

  if (files.length === 0) return <p>Nothing to run: the build emitted no files for an entry point.</p>;
  return (
    <div className="playground__run">
      <div className="playground__run-bar">
        <p>
          Runs <code>{files.join(', ')}</code> in a page of its own, apart from this site.
        </p>
        <button type="button" className="button" onClick={() => setRun((count) => count + 1)}>
          Run again
        </button>
      </div>
      <iframe key={`${outcome.id}-${run}`} ref={frame} src={RUN_DOCUMENT_URL} title="The page the bundle makes" className="playground__run-frame" />
      <h3 className="playground__console-title">Console</h3>
      <ol className="playground__console" role="log" aria-label="Console">
        {lines.map((line, at) => (
          <li key={at} className={`playground__console-line playground__console-line--${line.level}`}>
            {line.text}
          </li>
        ))}
      </ol>
      {lines.length === 0 && <p className="playground__console-empty">Nothing written to the console.</p>}
    </div>
  );
}
