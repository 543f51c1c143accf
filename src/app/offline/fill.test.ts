import { describe, expect, it } from 'vitest';
import type { FillReply } from '../../shared/offline';
import { fillInBackground } from './fill';

/** A worker that answers with these replies in turn, and the steps the loop took. */
function scripted(replies: (FillReply | Error)[], allowed: boolean[] = []) {
  const log: string[] = [];
  let batches = 0;
  let checks = 0;
  return {
    log,
    steps: {
      idle: async () => {
        log.push('idle');
      },
      allowed: () => allowed[checks++] ?? true,
      batch: async () => {
        const reply = replies[batches++];
        log.push('batch');
        if (!reply || reply instanceof Error) throw reply ?? new Error('no more replies');
        return reply;
      },
    },
  };
}

describe('fillInBackground', () => {
  it('asks for one batch per idle period until nothing remains', async () => {
    const { steps, log } = scripted([
      { fetched: 6, failed: 0, remaining: 7 },
      { fetched: 6, failed: 0, remaining: 1 },
      { fetched: 1, failed: 0, remaining: 0 },
    ]);
    expect(await fillInBackground(steps)).toBe('done');
    expect(log).toEqual(['idle', 'batch', 'idle', 'batch', 'idle', 'batch']);
  });

  it('is done at once when an earlier visit cached everything', async () => {
    const { steps, log } = scripted([{ fetched: 0, failed: 0, remaining: 0 }]);
    expect(await fillInBackground(steps)).toBe('done');
    expect(log).toEqual(['idle', 'batch']);
  });

  it('asks the connection before every batch and stops when it says to save data', async () => {
    const { steps, log } = scripted([{ fetched: 6, failed: 0, remaining: 20 }], [true, false]);
    expect(await fillInBackground(steps)).toBe('skipped');
    expect(log).toEqual(['idle', 'batch', 'idle']);
  });

  it('goes on past a failed file while batches bring something, and stops when one brings nothing', async () => {
    const { steps } = scripted([
      { fetched: 5, failed: 1, remaining: 9 },
      { fetched: 5, failed: 1, remaining: 4 },
      { fetched: 0, failed: 4, remaining: 4 },
    ]);
    expect(await fillInBackground(steps)).toBe('stopped');
  });

  it('stops when the worker cannot answer', async () => {
    const { steps } = scripted([{ fetched: 6, failed: 0, remaining: 20 }, new Error('no settled worker')]);
    expect(await fillInBackground(steps)).toBe('stopped');
  });
});
