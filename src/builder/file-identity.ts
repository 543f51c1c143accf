import { stat } from 'node:fs/promises';

/**
 * A file's identity: inode, size and modification time, as `git status` tells files apart without
 * reading them. The build never rewrites a file in place (a changed file is a new file, an unchanged
 * one a hard link of the last build's), so the same identity means the same bytes. Undefined when
 * the file does not exist.
 */
export async function fileIdentity(file: string): Promise<string | undefined> {
  return stat(file).then(
    ({ ino, size, mtimeMs }) => `${ino}:${size}:${mtimeMs}`,
    () => undefined,
  );
}
