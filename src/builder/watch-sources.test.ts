import { writeFileSync } from 'node:fs';
import { mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { watchSources, type SourceChanges } from './watch-sources';

const tree = useTempTree('watch-sources-');
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/**
 * Watches `directories` and `files`; `seen(check)` waits until the reports since the last call, taken
 * together, pass `check` (a new folder and a file written into it at once may come in two reports).
 */
async function watching(directories: string[], files: string[] = []) {
  const reports: SourceChanges[] = [];
  let wake = () => {};
  closers.push(watchSources({ directories, files }, (changes) => (reports.push(changes), wake())));
  // Watchers start asynchronously; a change made before they are ready would be a change before startTime.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    reports,
    seen: (check: (changes: SourceChanges) => boolean): Promise<SourceChanges[]> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not reported within 5 s; reports: ${JSON.stringify(reports)}`)), 5000);
        wake = () => {
          const together = { changed: reports.flatMap(({ changed }) => changed), removed: reports.flatMap(({ removed }) => removed) };
          if (!check(together)) return;
          clearTimeout(timer);
          resolve(reports.splice(0));
        };
        wake();
      }),
  };
}

/** How many editors save: a new file renamed over the original (a new inode each time). */
async function renameSave(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

describe('watchSources', () => {
  it('sees every save of a file, alternating renames over it and writes in place', async () => {
    const dir = await tree({ 'guides/page.md': 'zero' });
    const file = join(dir, 'guides/page.md');
    const { seen } = await watching([dir]);
    for (let save = 1; save <= 6; save++) {
      if (save % 2) await renameSave(file, `save ${save}`);
      else await writeFile(file, `save ${save}`);
      await seen(({ changed }) => changed.includes(file));
    }
  });

  it('sees files created, removed and moved, and folders created after the start', async () => {
    const dir = await tree({ 'guides/page.md': 'page' });
    const { seen } = await watching([dir]);
    await mkdir(join(dir, 'new-section'));
    await writeFile(join(dir, 'new-section/index.md'), 'new');
    await seen(({ changed }) => changed.includes(join(dir, 'new-section/index.md')));
    await rename(join(dir, 'guides/page.md'), join(dir, 'guides/moved.md'));
    await seen(({ changed, removed }) => changed.includes(join(dir, 'guides/moved.md')) && removed.includes(join(dir, 'guides/page.md')));
    await rm(join(dir, 'new-section/index.md'));
    await seen(({ removed }) => removed.includes(join(dir, 'new-section/index.md')));
  });

  it('reports a burst of changes (a branch checkout) once', async () => {
    const dir = await tree(Object.fromEntries(Array.from({ length: 50 }, (_, at) => [`pages/${at}.md`, 'before'])));
    // Written a minute ago: files written just before the watch starts count as changed once.
    const minuteAgo = new Date(Date.now() - 60_000);
    await Promise.all(Array.from({ length: 50 }, (_, at) => utimes(join(dir, `pages/${at}.md`), minuteAgo, minuteAgo)));
    const { seen, reports } = await watching([dir]);
    // As git writes a checkout: one file after another, without waiting in between.
    for (let at = 0; at < 50; at++) writeFileSync(join(dir, `pages/${at}.md`), 'after');
    expect(await seen(({ changed }) => changed.length === 50)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reports).toEqual([]);
  });

  it('watches a single file that does not exist yet', async () => {
    const dir = await tree({});
    const lock = join(dir, 'node_modules/.package-lock.json');
    const { seen } = await watching([], [lock]);
    await mkdir(join(dir, 'node_modules'));
    await writeFile(lock, '{}');
    await seen(({ changed }) => changed.includes(lock));
  });
});
