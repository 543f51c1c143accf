import { ContentError } from '../content/errors';
import { typeScriptWorker, workerPool } from '../worker-pool';
import { highlighted } from './highlight';
import type { PageRenderer } from './render';
import { renderTask, type RenderReply, type RenderTask } from './render-task';

export interface RenderPool {
  render: PageRenderer;
  close(): Promise<void>;
}

/**
 * Renders pages on every core: this thread takes one page at a time and worker threads, started
 * when more pages wait, take the others. Rendering (unified, MDX, Shiki) is CPU-bound and was most of
 * a build without caches; a build that renders a page or two starts no worker.
 */
export function renderPool(): RenderPool {
  const pool = workerPool<RenderTask, RenderReply>({
    start: () => typeScriptWorker(new URL('./render-worker.ts', import.meta.url)),
    inline: renderTask,
    cost: (task) => task.input.body.length,
  });
  return {
    async render(kind, input) {
      const reply = await pool.run({ kind, input });
      if ('problem' in reply) throw new ContentError(reply.problem.file, reply.problem.line, reply.problem.reason);
      highlighted.adopt(reply.blocks);
      return reply.rendered;
    },
    close: () => pool.close(),
  };
}
