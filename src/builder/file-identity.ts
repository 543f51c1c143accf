import { statSync } from 'node:fs';

/**
 * A file's identity: inode, size and modification time, as `git status` tells files apart without
 * reading them. The build never rewrites a file in place (a changed file is a new file, an unchanged
 * one a hard link of the last build's), so the same identity means the same bytes. Undefined when
 * the file does not exist. Synchronous: a stat is quick, and an asynchronous one waits for one of
 * libuv's threads, which the build's compression keeps busy.
 */
export function fileIdentity(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}
