import type { SourceChanges } from './watch-sources';

export interface StepQueueOptions {
  /** Handles the changes reported since the last step began, merged. */
  step: (changes: SourceChanges) => Promise<void>;
  /** Work that may wait (the dev server's search index), run once no change has come for `followUpAfterMs`. */
  followUp: () => Promise<void>;
  followUpAfterMs: number;
}

/**
 * Runs the dev server's steps one at a time: changes reported during a step make one step after it,
 * and the follow-up waits for a pause in the saves. Its work (half a second of search index on two
 * cores) would otherwise share the processor with the paint of the page just saved, and of the next.
 */
export function stepQueue({ step, followUp, followUpAfterMs }: StepQueueOptions): (changes: SourceChanges) => void {
  const waiting: SourceChanges[] = [];
  let running = false;
  let wake: (() => void) | undefined;
  /** Whether `ms` passed without a report. */
  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      wake = () => {
        clearTimeout(timer);
        resolve(false);
      };
    }).finally(() => (wake = undefined));

  const drain = async () => {
    running = true;
    let followUpDue = false;
    try {
      for (;;) {
        if (waiting.length > 0) {
          const reports = waiting.splice(0);
          await step({ changed: reports.flatMap((report) => report.changed), removed: reports.flatMap((report) => report.removed) });
          followUpDue = true;
        } else if (followUpDue && (await pause(followUpAfterMs))) {
          await followUp();
          followUpDue = false;
        } else if (waiting.length === 0) {
          break;
        }
      }
    } finally {
      running = false;
    }
  };
  return (changes) => {
    waiting.push(changes);
    wake?.();
    if (!running) void drain();
  };
}
