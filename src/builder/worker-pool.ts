import { availableParallelism } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ReplyMessage, TaskMessage } from './serve-tasks';

export interface WorkerPool<Task, Reply> {
  /** Queues a task; it runs in the first free slot. */
  run(task: Task): Promise<Reply>;
  /** Stops the workers. Call it when every task has settled or no longer matters (a failed build): one still running never settles. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions<Task, Reply> {
  /** Starts one worker, whose code answers tasks with `serveTasks`. */
  start: () => Worker;
  /** How many tasks run at once, the inline slot included (default: one per core). */
  size?: number;
  /**
   * Runs a task in this thread, as one of the pool's slots, taken first when free: a build that has
   * a task or two to do starts no worker (starting one costs about a second of loading code).
   */
  inline?: (task: Task) => Promise<Reply>;
  /** How long a task is expected to take, in any unit: the longest waiting task runs first, so no thread is left with a long one at the end. */
  cost?: (task: Task) => number;
}

/**
 * Tasks a worker holds at once: it starts the next as soon as it answers one, without waiting for this
 * thread to read the answer (this thread may be busy with an inline task).
 */
const PER_WORKER = 2;

interface Pending<Task, Reply> {
  task: Task;
  resolve: (reply: Reply) => void;
  reject: (error: unknown) => void;
}

/**
 * Tasks spread over worker threads started on demand, a couple per worker at a time, so a worker that
 * finishes early takes the next one. A worker that crashes fails its task and every queued one: it is
 * a bug in the worker's code, and the rest would most likely crash the same way.
 */
export function workerPool<Task, Reply>({ start, size = availableParallelism(), inline, cost }: WorkerPoolOptions<Task, Reply>): WorkerPool<Task, Reply> {
  const queue: Pending<Task, Reply>[] = [];
  /** Each worker's tasks, by their number. */
  const running = new Map<Worker, Map<number, Pending<Task, Reply>>>();
  let lastId = 0;
  const maxWorkers = inline ? size - 1 : Math.max(1, size);
  let inlineBusy = false;
  let broken: unknown;

  const fail = (worker: Worker, error: unknown) => {
    const tasks = [...(running.get(worker)?.values() ?? [])];
    running.delete(worker);
    if (tasks.length === 0) return;
    broken ??= error;
    for (const pending of [...tasks, ...queue.splice(0)]) pending.reject(error);
  };
  const spawn = () => {
    const worker = start();
    running.set(worker, new Map());
    worker.on('message', ({ id, reply }: ReplyMessage<Reply>) => {
      const tasks = running.get(worker);
      tasks?.get(id)?.resolve(reply);
      tasks?.delete(id);
      dispatch();
    });
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', (code) => fail(worker, new Error(`a worker thread stopped (exit code ${code}) in the middle of a task`)));
    return worker;
  };
  /** The least busy worker with room for a task, or a new one while there are fewer than allowed. */
  const freeWorker = () => {
    let best: Worker | undefined;
    for (const [worker, tasks] of running) if (tasks.size < PER_WORKER && (!best || tasks.size < running.get(best)!.size)) best = worker;
    if (best && running.get(best)!.size === 0) return best;
    return running.size < maxWorkers ? spawn() : best;
  };
  const runInline = async (pending: Pending<Task, Reply>) => {
    inlineBusy = true;
    try {
      // Inline tasks that never wait on I/O would follow each other in one long run of microtasks and
      // hold back the workers' replies (events): let the event loop turn before each.
      await new Promise(setImmediate);
      pending.resolve(await inline!(pending.task));
    } catch (error) {
      pending.reject(error);
    } finally {
      inlineBusy = false;
      dispatch();
    }
  };
  function dispatch() {
    while (queue.length > 0) {
      if (inline && !inlineBusy) {
        void runInline(queue.shift()!);
        continue;
      }
      const worker = freeWorker();
      if (!worker) return;
      const pending = queue.shift()!;
      const id = ++lastId;
      running.get(worker)!.set(id, pending);
      worker.postMessage({ id, task: pending.task } satisfies TaskMessage<Task>);
    }
  }
  return {
    run: (task) =>
      new Promise<Reply>((resolve, reject) => {
        if (broken !== undefined) return reject(broken);
        const pending = { task, resolve, reject };
        if (cost) queue.splice(sortedIndex(queue, (queued) => cost(queued.task) < cost(task)), 0, pending);
        else queue.push(pending);
        dispatch();
      }),
    async close() {
      const workers = [...running.keys()];
      running.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** The first index whose item is `after` the one to insert (binary search), in a list where those come last. */
function sortedIndex<T>(list: readonly T[], after: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(list[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Starts a worker thread on a TypeScript module. A worker does not inherit the loader hooks of the
 * thread that made it (tsx's, as the build runs through tsx), so a small JavaScript module registers
 * them in the worker first.
 */
export function typeScriptWorker(entry: URL, options: WorkerOptions = {}): Worker {
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { ...options, workerData: { ...options.workerData, entry: entry.href } });
}
