import { createHash } from 'node:crypto';
import { link, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { forEachConcurrently } from './concurrently';
import { readJsonFile, writeJsonFile } from './json-file';

/** Where a written folder records the digest of each of its files, for the next write to compare. */
const DIGESTS = '.digests.json';

const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Writes `files` (path → text) into the new folder `target`. A file whose text `previous` already
 * holds (by the digests recorded there) is hard-linked from it instead of written: it keeps its
 * identity (file-identity.ts), so the prerender's record, the site check and compression know it
 * without reading it, and webpack's snapshot of a module still holds (most generated files are the
 * same from one build to the next).
 */
export async function writeTree(target: string, files: ReadonlyMap<string, string>, previous?: string): Promise<void> {
  const before = (previous && (await readJsonFile<Record<string, string>>(join(previous, DIGESTS)))) || {};
  for (const folder of new Set([...files.keys()].map((path) => dirname(join(target, path))))) await mkdir(folder, { recursive: true });
  const digests: Record<string, string> = {};
  await forEachConcurrently(files, 32, async ([path, text]) => {
    const digest = digestOf(text);
    digests[path] = digest;
    const linked =
      previous !== undefined && before[path] === digest && (await link(join(previous, path), join(target, path)).then(() => true, () => false));
    if (!linked) await writeFile(join(target, path), text);
  });
  await writeJsonFile(join(target, DIGESTS), digests);
}
