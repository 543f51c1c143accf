import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A JSON file's value; undefined when it is missing or unreadable (a cache not made yet, or left broken by a crash). */
export async function readJsonFile<T>(file: string): Promise<T | undefined> {
  return readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => undefined,
  );
}

/** Writes `value` as JSON under a temporary name and renames it into place: a build stopped halfway leaves no half file. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, file);
}
