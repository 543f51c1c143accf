import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { typeScriptWorker, workerPool } from './worker-pool';

const tree = useTempTree('worker-pool-');

/** A TypeScript worker that answers `n` with `{ n, thread }` after `n` ms, and stops on -1. */
async function sleepyWorker(): Promise<URL> {
  // .mts: the temporary folder is outside our package, whose `type: module` makes .ts files modules.
  const file = join(await tree({}), 'worker.mts');
  const serveTasks = pathToFileURL(join(import.meta.dirname, 'serve-tasks.ts')).href;
  await writeFile(
    file,
    `import { threadId } from 'node:worker_threads';
import { serveTasks } from ${JSON.stringify(serveTasks)};
serveTasks(async (n: number) => {
  if (n === -1) process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, n));
  return { n, thread: threadId };
});
`,
  );
  return pathToFileURL(file);
}

type Reply = { n: number; thread: number };

describe('workerPool', () => {
  it('answers each task with its own reply, spread over workers started on demand', async () => {
    const entry = await sleepyWorker();
    let started = 0;
    const pool = workerPool<number, Reply>({ size: 2, start: () => (started++, typeScriptWorker(entry)) });
    try {
      // Replies come back out of order (longer tasks later): each must still find its task.
      const tasks = [40, 5, 30, 1, 20, 2, 10, 3];
      const replies = await Promise.all(tasks.map((n) => pool.run(n)));
      expect(replies.map((reply) => reply.n)).toEqual(tasks);
      expect(started).toBe(2);
      expect(new Set(replies.map((reply) => reply.thread)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('starts no worker before the first task', async () => {
    let started = 0;
    const pool = workerPool<number, Reply>({ start: () => (started++, typeScriptWorker(new URL('file:///nonexistent.ts'))) });
    await pool.close();
    expect(started).toBe(0);
  });

  it('starts its workers when told, ahead of the first task, and no more of them for the tasks', async () => {
    const entry = await sleepyWorker();
    let started = 0;
    const pool = workerPool<number, Reply>({ size: 2, start: () => (started++, typeScriptWorker(entry)) });
    try {
      pool.start();
      pool.start();
      expect(started).toBe(2);
      const replies = await Promise.all([20, 20, 20, 20].map((n) => pool.run(n)));
      expect(started).toBe(2);
      expect(new Set(replies.map((reply) => reply.thread)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('fails the task of a worker that stops, every queued task, and every later one', async () => {
    const entry = await sleepyWorker();
    const pool = workerPool<number, Reply>({ size: 1, start: () => typeScriptWorker(entry) });
    // The worker holds the first two tasks; the third waits in the queue.
    const runs = [pool.run(-1), pool.run(1), pool.run(2)];
    for (const run of runs) await expect(run).rejects.toThrow(/exit code 3/);
    await expect(pool.run(1)).rejects.toThrow(/exit code 3/);
    await pool.close();
  });
});
