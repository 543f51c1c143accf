import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/errors';
import { renderInThisThread, type RenderInput } from './render';
import { renderPool } from './render-pool';

const input = (file: string, body: string): RenderInput => ({ file, contentPath: file.replace(/^content\//, ''), body });
const pages = [
  input('content/a.md', '# A\n\nSee [b](/b/).\n\n```js\nconst a = 1;\n```\n'),
  input('content/b.md', '# B\n\n## Part one\n\n| x | y |\n| - | - |\n| 1 | 2 |\n'),
  input('content/c.md', '# C\n\n:::tip\nA tip.\n:::\n\n```bash\nnpx webpack\n```\n'),
];

describe('renderPool', () => {
  it("renders in workers exactly what this thread renders, and reports a page's problem with its file and line", async () => {
    const pool = renderPool();
    try {
      // The first task runs in this thread; the others wait for a worker, the broken page among them.
      const rendered = pool.render('.md', pages[0]!);
      const broken = pool.render('.mdx', input('content/broken.mdx', '# Broken\n\nText\n\n<Unclosed\n'));
      const others = pages.slice(1).map((page) => pool.render('.md', page));
      const error = await broken.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContentError);
      expect(error).toMatchObject({ file: 'content/broken.mdx', line: 6, reason: expect.stringMatching(/^Unexpected end of file/) });
      expect(await Promise.all([rendered, ...others])).toEqual(await Promise.all(pages.map((page) => renderInThisThread('.md', page))));
    } finally {
      await pool.close();
    }
  });
});
