import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * For tests over files: returns a function that writes `{ path: text }` into a fresh temporary
 * folder and gives its path. Every folder is removed after each test.
 */
export function useTempTree(prefix: string): (files: Record<string, string | Buffer>) => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async (files) => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    made.push(dir);
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    return dir;
  };
}
