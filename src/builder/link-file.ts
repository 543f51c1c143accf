import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { forEachConcurrently } from './concurrently';

/**
 * Puts `source` at `target` as a hard link (no bytes copied), or as a copy where the file system
 * refuses links. False when `source` does not exist. The build's caches only ever add new files and
 * delete old ones, never rewrite one, so a link shares nothing that changes; for the same reason a
 * `target` that exists already is left as it is (copied over, it could rewrite a file it is linked to).
 */
export async function linkFile(source: string, target: string): Promise<boolean> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(source, target);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') return true;
    await copyFile(source, target);
    return true;
  }
}

/** Puts every file under `from` at the same path under `to`, each with linkFile. */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(from, join(entry.parentPath, entry.name)));
  await forEachConcurrently(files, 32, async (file) => {
    await linkFile(join(from, file), join(to, file));
  });
}
