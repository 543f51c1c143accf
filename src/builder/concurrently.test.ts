import { describe, expect, it } from 'vitest';
import { allSettledOrFail, concurrencyLimit, forEachConcurrently } from './concurrently';

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the waiting ones in the order they came, and passes results and failures on', async () => {
    const atOnce = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error('three');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => atOnce(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([10, 20, 'three', 40, 50]);
  });
});

describe('forEachConcurrently', () => {
  it('starts no item after a failure, and rejects only once the running ones have finished', async () => {
    const finished: number[] = [];
    const work = async (n: number) => {
      await new Promise((resolve) => setTimeout(resolve, n === 2 ? 1 : 20));
      if (n === 2) throw new Error('two');
      finished.push(n);
    };
    await expect(forEachConcurrently([1, 2, 3, 4, 5, 6], 2, work)).rejects.toThrow('two');
    // 1 was running when 2 failed: it finished before the rejection, and no other item started.
    expect(finished).toEqual([1]);
  });
});

describe('allSettledOrFail', () => {
  it('rejects with the first failure once every promise has settled, and resolves with every value otherwise', async () => {
    let slowDone = false;
    const slow = new Promise<number>((resolve) => setTimeout(() => ((slowDone = true), resolve(1)), 20));
    await expect(allSettledOrFail([Promise.reject(new Error('fast')), slow])).rejects.toThrow('fast');
    expect(slowDone).toBe(true);
    await expect(allSettledOrFail([Promise.resolve(1), Promise.resolve(2)])).resolves.toEqual([1, 2]);
  });
});
