import { link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { forEachConcurrently } from './concurrently';
import { readJsonFile, writeJsonFile } from './json-file';
import { digestsByName } from './text-digest';

/** Where a written folder records the digest of each of its files, for the next write to compare. */
const DIGESTS = '.digests.json';

/** By the file's absolute path. */
const digestOf = digestsByName('base64url');

/**
 * Writes `files` (path → text) into the new folder `target`. A file whose text `previous` already
 * holds (by the digests recorded there) is hard-linked from it instead of written: it keeps its
 * identity (file-identity.ts), so the prerender's record, the site check and compression know it
 * without reading it, and webpack's snapshot of a module still holds (most generated files are the
 * same from one build to the next).
 */
export async function writeTree(target: string, files: ReadonlyMap<string, string>, previous?: string): Promise<void> {
  const before = await recordedDigests(previous);
  await makeFolders(target, files);
  const digests: Record<string, string> = {};
  await forEachConcurrently(files, 32, async ([path, text]) => {
    const digest = digestOf(join(target, path), text);
    digests[path] = digest;
    const linked =
      previous !== undefined && before[path] === digest && (await link(join(previous, path), join(target, path)).then(() => true, () => false));
    if (!linked) await writeFile(join(target, path), text);
  });
  await writeJsonFile(join(target, DIGESTS), digests);
}

/**
 * Brings the folder `target` (written by writeTree or by this) to hold exactly `files`, touching only
 * what changed: the dev server's webpack watches the folder, and a folder swapped in whole shows it a
 * moment with no files, then files whose times did not change. `last` (written after the rest, e.g. a
 * route table) names the files that may import the others.
 */
export async function updateTree(target: string, files: ReadonlyMap<string, string>, last: readonly string[] = []): Promise<void> {
  const before = await recordedDigests(target);
  await makeFolders(target, files);
  const digests: Record<string, string> = {};
  const writeChanged = async ([path, text]: [string, string]) => {
    digests[path] = digestOf(join(target, path), text);
    if (before[path] === digests[path]) return;
    // A new file renamed over the old one: the old may be hard-linked from a build's dist/ (writeTree).
    const file = join(target, path);
    await writeFile(`${file}.new`, text);
    await rename(`${file}.new`, file);
  };
  await forEachConcurrently([...files].filter(([path]) => !last.includes(path)), 32, writeChanged);
  for (const entry of [...files].filter(([path]) => last.includes(path))) await writeChanged(entry);
  await forEachConcurrently(Object.keys(before).filter((path) => !files.has(path)), 32, (path) => rm(join(target, path), { force: true }));
  await writeJsonFile(join(target, DIGESTS), digests);
}

async function recordedDigests(folder: string | undefined): Promise<Record<string, string>> {
  return (folder && (await readJsonFile<Record<string, string>>(join(folder, DIGESTS)))) || {};
}

async function makeFolders(target: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const folder of new Set([...files.keys()].map((path) => dirname(join(target, path))))) await mkdir(folder, { recursive: true });
}
