import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Puts `source` at `target` as a hard link (no bytes copied), or as a copy where the file system
 * refuses links. False when `source` does not exist. The build's caches only ever add new files and
 * delete old ones, never rewrite one, so a link shares nothing that changes.
 */
export async function linkFile(source: string, target: string): Promise<boolean> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    await copyFile(source, target);
    return true;
  }
}
