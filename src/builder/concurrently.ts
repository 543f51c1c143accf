/** Runs `work` on every item, at most `limit` at a time (file system and zlib calls queue on libuv's small thread pool). */
export async function forEachConcurrently<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items].reverse();
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) await work(item);
    }),
  );
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
