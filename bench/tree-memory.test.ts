import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { treeRss, watchPeakTreeRss } from './tree-memory';

describe('treeRss', () => {
  it("adds a child's memory to its parent's", async () => {
    const alone = await treeRss(process.pid);
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
    try {
      // Let the child start a Node of its own, tens of megabytes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await treeRss(process.pid)).toBeGreaterThan(alone + 10 * 2 ** 20);
    } finally {
      child.kill();
    }
  });

  it('is 0 for a process that does not exist', async () => {
    expect(await treeRss(2 ** 22 + 1)).toBe(0);
  });
});

describe('watchPeakTreeRss', () => {
  it('reports the highest sample taken until stopped', async () => {
    const watch = watchPeakTreeRss(process.pid, 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await watch.stop()).toBeGreaterThan(0);
  });
});
