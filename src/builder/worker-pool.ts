import { availableParallelism } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ReplyMessage, TaskMessage } from './serve-tasks';

export interface WorkerPool<Task, Reply> {
  /** Queues a task; it runs in the first free slot. */
  run(task: Task): Promise<Reply>;
  /** Starts the workers ahead of their first tasks, so that their start-up overlaps this thread's work. */
  start(): void;
  /** Stops the workers. Call it when every task has settled or no longer matters (a failed build): one still running never settles. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions<Task, Reply> {
  /** Starts one worker, whose code answers tasks with `serveTasks`. */
  start: () => Worker;
  /** How many workers run at once (default: one per core). */
  size?: number;
  /** Tasks a worker holds at once (default PER_WORKER). */
  perWorker?: number;
}

/**
 * Tasks a worker holds at once: it starts the next as soon as it answers one, without waiting for this
 * thread to read the answer (this thread may be busy with work of its own).
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
export function workerPool<Task, Reply>({ start, size = availableParallelism(), perWorker = PER_WORKER }: WorkerPoolOptions<Task, Reply>): WorkerPool<Task, Reply> {
  const queue: Pending<Task, Reply>[] = [];
  /** Each worker's tasks, by their number. */
  const running = new Map<Worker, Map<number, Pending<Task, Reply>>>();
  let lastId = 0;
  const maxWorkers = Math.max(1, size);
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
    for (const [worker, tasks] of running) if (tasks.size < perWorker && (!best || tasks.size < running.get(best)!.size)) best = worker;
    if (best && running.get(best)!.size === 0) return best;
    return running.size < maxWorkers ? spawn() : best;
  };
  function dispatch() {
    while (queue.length > 0) {
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
        queue.push({ task, resolve, reject });
        dispatch();
      }),
    start() {
      while (broken === undefined && running.size < maxWorkers) spawn();
    },
    async close() {
      const workers = [...running.keys()];
      running.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * Starts a worker thread on a TypeScript module. A worker does not inherit the loader hooks of the
 * thread that made it (tsx's, as the build runs through tsx), so a small JavaScript module registers
 * them in the worker first.
 */
export function typeScriptWorker(entry: URL, options: WorkerOptions = {}): Worker {
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { ...options, workerData: { ...options.workerData, entry: entry.href } });
}
