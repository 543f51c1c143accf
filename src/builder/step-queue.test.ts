import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepQueue } from './step-queue';
import type { SourceChanges } from './watch-sources';

const report = (file: string): SourceChanges => ({ changed: [file], removed: [] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets the fake clock run `ms`, settling what each timer starts. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function recorder(stepMs: number, followUpAfterMs: number) {
  const log: string[] = [];
  const push = stepQueue({
    step: async (changes) => {
      log.push(`step ${changes.changed.join(' ')}`);
      await sleep(stepMs);
    },
    followUp: async () => void log.push('follow-up'),
    followUpAfterMs,
  });
  return { log, push };
}

describe('stepQueue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs one step at a time, the reports made during a step as one step after it', async () => {
    const { log, push } = recorder(60, 10_000);
    push(report('a'));
    await pass(10);
    push(report('b'));
    push(report('c'));
    await pass(200);
    expect(log).toEqual(['step a', 'step b c']);
  });

  it('runs the follow-up once the reports pause, and waits again when one comes first', async () => {
    const { log, push } = recorder(0, 100);
    push(report('a'));
    await pass(60);
    push(report('b'));
    await pass(60);
    // 120 ms after the first report, but only 60 after the second.
    expect(log).toEqual(['step a', 'step b']);
    await pass(60);
    expect(log).toEqual(['step a', 'step b', 'follow-up']);
    push(report('c'));
    await pass(250);
    expect(log).toEqual(['step a', 'step b', 'follow-up', 'step c', 'follow-up']);
  });
});
