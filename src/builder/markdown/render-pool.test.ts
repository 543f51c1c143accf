import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/errors';
import { highlightBlocks, highlighted, type BlockRequest } from './highlight';
import { renderInThisThread, type RenderInput } from './render';
import { answerTask, renderPool, type WorkerTask } from './render-pool';

const input = (file: string, body: string): RenderInput => ({ file, contentPath: file.replace(/^content\//, ''), body });
/** Code no other test of this file highlights, so that its blocks are not in this thread's cache yet. */
const pages = (name: string) => [
  input('content/a.md', `# A\n\nSee [b](/b/).\n\n\`\`\`js\nconst ${name}A = 1;\n\`\`\`\n`),
  input('content/b.md', `# B\n\n## Part one\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\n\`\`\`ts\nlet ${name}B: number;\n\`\`\`\n`),
  input('content/c.md', `# C\n\n:::tip\nA tip.\n:::\n\n\`\`\`bash\nnpx webpack --name ${name}-c\n\`\`\`\n`),
  input('content/d.md', `# D\n\n\`\`\`css\n.${name}-d { color: red; }\n\`\`\`\n`),
  input('content/e.md', `# E\n\n\`\`\`json\n{ "${name}E": true }\n\`\`\`\n`),
];

/** A stand-in for the worker that answers in this thread and records what it was sent. */
function recordingWorker() {
  const blocks: BlockRequest[] = [];
  const pages: string[] = [];
  let started = 0;
  return {
    blocks,
    pages,
    started: () => started,
    worker: {
      run: async (task: WorkerTask) => {
        if ('blocks' in task) blocks.push(...task.blocks);
        else pages.push(task.page.input.file);
        return answerTask(task);
      },
      start: () => void started++,
      close: async () => undefined,
    },
  };
}

describe('renderPool', () => {
  it('hands the code of many pages, and whole pages while it waits, to the worker; a page or two render in this thread', async () => {
    const many = recordingWorker();
    const pool = renderPool({ worker: many.worker });
    const sources = pages('many');
    await Promise.all(sources.map((page) => pool.render('.md', page))).finally(() => pool.close());
    expect(many.started()).toBe(1);
    // The fourth page asked for starts the worker, idle: it takes the last page waiting, whole.
    expect(many.pages).toContain('content/d.md');
    const languages = ['js', 'ts', 'bash', 'css', 'json'];
    const inWorker = sources.flatMap((page, at) => (many.pages.includes(page.file) ? [languages[at]] : []));
    // (A whole page the stand-in renders in this thread sends its blocks too; the real worker highlights them itself.)
    expect([...new Set([...many.blocks.map((block) => block.language), ...inWorker])].sort()).toEqual([...languages].sort());

    const few = recordingWorker();
    const small = renderPool({ worker: few.worker });
    await Promise.all(pages('few').slice(0, 2).map((page) => small.render('.md', page))).finally(() => small.close());
    expect([few.started(), few.blocks, few.pages]).toEqual([0, [], []]);
  });

  it("renders with the worker's highlighting what this thread renders, and reports a page's problem with its file and line", async () => {
    const pool = renderPool();
    const sources = pages('worker');
    let rendered;
    try {
      const renders = sources.map((page) => pool.render('.md', page));
      const error = await pool.render('.mdx', input('content/broken.mdx', '# Broken\n\nText\n\n<Unclosed\n')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContentError);
      expect(error).toMatchObject({ file: 'content/broken.mdx', line: 6, reason: expect.stringMatching(/^Unexpected end of file/) });
      rendered = await Promise.all(renders);
    } finally {
      await pool.close();
    }
    // The worker's blocks, now in this thread's cache, are the blocks this thread makes.
    const blocks: BlockRequest[] = [
      { language: 'js', source: 'const workerA = 1;' },
      { language: 'ts', source: 'let workerB: number;' },
    ];
    for (const [at, block] of (await highlightBlocks(blocks)).entries()) {
      expect(highlighted.highlight(blocks[at]!.language, blocks[at]!.source, () => expect.fail('not highlighted by the pool'))).toEqual(block);
    }
    expect(rendered).toEqual(await Promise.all(sources.map((page) => renderInThisThread('.md', page))));
  });
});
