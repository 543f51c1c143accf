import type { Element } from 'hast';
import { concurrencyLimit } from '../concurrently';
import { typeScriptWorker, workerPool, type WorkerPool } from '../worker-pool';
import { highlightBlocks, highlightBlocksWith, type BlockRequest } from './highlight';
import { renderInThisThread, type PageRenderer } from './render';

export interface RenderPool {
  render: PageRenderer;
  close(): Promise<void>;
}

/**
 * Pages rendered at once: enough to keep this thread parsing while the worker starts (loading Shiki and
 * its grammars takes it about 0.7 s) and highlights their code. At 12 this thread sat idle for half a
 * second at the start of a cold build; at 32–64 the content step was 0.4–0.6 s shorter, for 30 MB.
 */
const PAGES_AT_ONCE = 64;
/** Pages asked for before code goes to the highlight worker: a build that renders a page or two starts none. */
const WORKER_AFTER = 4;

/**
 * Renders pages in this thread and, once enough pages are asked for, highlights their code in a worker.
 * The two halves take about the same time (remark and rehype here, Shiki there), and each thread loads
 * and warms up its half only: rendering whole pages on two threads was no faster than on one, as each
 * thread loaded, compiled and warmed up both halves.
 */
export function renderPool({ highlighter = highlightWorker() }: { highlighter?: WorkerPool<readonly BlockRequest[], Element[]> } = {}): RenderPool {
  const atOnce = concurrencyLimit(PAGES_AT_ONCE);
  let asked = 0;
  highlightBlocksWith(async (blocks) => {
    // Pages whose files were read at the same time ask to render on the next turns of the event loop.
    await new Promise(setImmediate);
    return asked >= WORKER_AFTER ? highlighter.run(blocks) : highlightBlocks(blocks);
  });
  return {
    render(kind, input) {
      asked++;
      return atOnce(() => renderInThisThread(kind, input));
    },
    async close() {
      highlightBlocksWith();
      await highlighter.close();
    },
  };
}

/** One worker thread that highlights code blocks (highlight-worker.ts), started on its first task. */
const highlightWorker = () =>
  workerPool<readonly BlockRequest[], Element[]>({ start: () => typeScriptWorker(new URL('./highlight-worker.ts', import.meta.url)), size: 1 });
