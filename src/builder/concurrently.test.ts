import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrently';

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
