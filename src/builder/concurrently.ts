/** Runs `work` on every item, at most `limit` at a time (file system and zlib calls queue on libuv's small thread pool). */
export async function forEachConcurrently<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items].reverse();
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) await work(item);
    }),
  );
}
