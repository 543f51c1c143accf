import type { Element } from 'hast';
import type { ContentExtension } from '../../shared/content';
import { ContentError } from '../content/errors';
import { typeScriptWorker, workerPool, type WorkerPool } from '../worker-pool';
import { highlightBlocks, highlightBlocksWith, highlighted, type BlockRequest, type HighlightResult } from './highlight';
import { renderInThisThread, type PageRenderer, type RenderedMarkdown, type RenderInput } from './render';

export interface RenderPool {
  render: PageRenderer;
  close(): Promise<void>;
}

/** What the worker is sent: code blocks of a page this thread renders, or a whole page. */
export type WorkerTask = { blocks: readonly BlockRequest[] } | { page: { kind: ContentExtension; input: RenderInput } };
/** A whole page's answer: the page with its code blocks (for this thread's highlight cache), or its problem. */
type PageReply = { rendered: RenderedMarkdown; blocks: Record<string, Element> } | { problem: { file: string; line: number; reason: string; column?: number } };

/** The worker's side (markdown-worker.ts). */
export async function answerTask(task: WorkerTask): Promise<HighlightResult[] | PageReply> {
  if ('blocks' in task) return highlightBlocks(task.blocks);
  try {
    const rendered = await renderInThisThread(task.page.kind, task.page.input);
    return { rendered, blocks: highlighted.blocksOf(rendered.highlighted) };
  } catch (error) {
    const { file, line, reason, column } = error as ContentError;
    return { problem: { file, line, reason, column } };
  }
}

/**
 * Pages this thread has started and not finished (their code is in the worker): enough to keep it
 * parsing while the worker highlights. At 12 this thread sat idle for half a second at the start of a
 * cold build; at 32–64 the content step was 0.4–0.6 s shorter, for 30 MB.
 */
const PAGES_AT_ONCE = 64;
/** Pages asked for before the worker starts: a build that renders a page or two starts none. */
const WORKER_AFTER = 4;

interface WaitingPage {
  kind: ContentExtension;
  input: RenderInput;
  resolve: (page: RenderedMarkdown) => void;
  reject: (error: unknown) => void;
}

/**
 * Renders pages in this thread and, once enough pages are asked for, highlights their code in a
 * worker: Shiki there, remark and rehype here, each thread warming up its own half. The halves are
 * not equal, and the worker waits whenever this thread is between pages: then it takes a whole page
 * (from the end of the queue, as this thread takes them from the start), so that both threads work
 * until the last page. This thread starts one page per turn of the event loop, so that the worker's
 * answers are read, and its next task sent, between two pages.
 */
export function renderPool({ worker = markdownWorker() }: { worker?: WorkerPool<WorkerTask, unknown> } = {}): RenderPool {
  let asked = 0;
  const waiting: WaitingPage[] = [];
  let startedHere = 0;
  let turnTaken = false;
  /** Tasks the worker has not answered yet. */
  let inWorker = 0;

  const toWorker = async <Reply>(task: WorkerTask): Promise<Reply> => {
    inWorker++;
    try {
      return (await worker.run(task)) as Reply;
    } finally {
      inWorker--;
      schedule();
    }
  };
  highlightBlocksWith(async (blocks) => {
    // Pages whose files were read at the same time are asked for on the next turns of the event loop.
    if (asked < WORKER_AFTER) await new Promise(setImmediate);
    return asked >= WORKER_AFTER ? toWorker<HighlightResult[]>({ blocks }) : highlightBlocks(blocks);
  });
  const renderInWorker = async ({ kind, input }: WaitingPage): Promise<RenderedMarkdown> => {
    const reply = await toWorker<PageReply>({ page: { kind, input } });
    if ('problem' in reply) throw new ContentError(reply.problem.file, reply.problem.line, reply.problem.reason, reply.problem.column);
    highlighted.adopt(reply.blocks);
    return reply.rendered;
  };
  const renderHere = async ({ kind, input }: WaitingPage): Promise<RenderedMarkdown> => {
    startedHere++;
    try {
      return await renderInThisThread(kind, input);
    } finally {
      startedHere--;
      schedule();
    }
  };
  function schedule() {
    if (!turnTaken && waiting.length > 0 && startedHere < PAGES_AT_ONCE) {
      turnTaken = true;
      setImmediate(() => {
        turnTaken = false;
        const page = waiting.shift();
        if (page) renderHere(page).then(page.resolve, page.reject);
        schedule();
      });
    }
    if (waiting.length > 0 && asked >= WORKER_AFTER && inWorker === 0) {
      const page = waiting.pop()!;
      renderInWorker(page).then(page.resolve, page.reject);
    }
  }
  return {
    render(kind, input) {
      // The worker loads Shiki and the Markdown modules while this thread parses the first pages.
      if (++asked === WORKER_AFTER) worker.start();
      return new Promise((resolve, reject) => {
        waiting.push({ kind, input, resolve, reject });
        schedule();
      });
    },
    async close() {
      highlightBlocksWith();
      await worker.close();
    },
  };
}

/**
 * The worker thread (markdown-worker.ts), one, started once enough pages are asked for. It is sent every
 * task at once: held to two, it waited for this thread, often in the middle of a page, to read an answer
 * before it got the next (three alternated cold builds: content step 8.0–8.5 s before, 7.8–8.0 s after).
 */
const markdownWorker = () => workerPool<WorkerTask, unknown>({ start: () => typeScriptWorker(new URL('./markdown-worker.ts', import.meta.url)), size: 1, perWorker: Infinity });
