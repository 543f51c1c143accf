import { parentPort } from 'node:worker_threads';

/** A task as sent to a worker, and its reply: numbered, so that each reply finds its task. */
export interface TaskMessage<Task> {
  id: number;
  task: Task;
}
export interface ReplyMessage<Reply> {
  id: number;
  reply: Reply;
}

/**
 * The worker's side of a pool: answers each task with `handle`'s reply, one task at a time in the
 * order they came (they are CPU-bound: interleaving them would only delay the first answer).
 */
export function serveTasks<Task, Reply>(handle: (task: Task) => Promise<Reply>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  let previous = Promise.resolve();
  port.on('message', ({ id, task }: TaskMessage<Task>) => {
    previous = previous.then(async () => port.postMessage({ id, reply: await handle(task) } satisfies ReplyMessage<Reply>));
  });
}
