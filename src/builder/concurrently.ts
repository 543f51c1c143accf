/**
 * Runs `work` on every item, at most `limit` at a time (file system and zlib calls queue on libuv's small
 * thread pool). After a failure it starts no more items, and it rejects once those running have settled:
 * a caller that cleans up after the failure (a build deleting its staging folder) finds nothing still writing.
 */
export async function forEachConcurrently<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items].reverse();
  let failed: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, async () => {
      for (let item = queue.pop(); item !== undefined && !failed; item = queue.pop()) {
        await work(item).catch((error: unknown) => (failed ??= { error }));
      }
    }),
  );
  if (failed) throw failed.error;
}

/** Promise.all that rejects only once every promise has settled, for the same reason. */
export async function allSettledOrFail<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/**
 * A gate for tasks that arrive over time: each call runs its task once fewer than `limit` run, the
 * waiting ones in the order they came.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
