import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { concurrencyLimit } from './concurrently';
import { paths } from './paths';

/** Everything the built site is made from. Tests are left out: they do not change the output. */
const SOURCES = ['data', 'public', 'src', 'site.config.ts', 'package-lock.json', 'tsconfig.json'];
const IGNORED = /(?:\.test\.tsx?$|\/__fixtures__\/)/;

async function* filesUnder(path: string): AsyncGenerator<string> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    yield path;
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) yield* filesUnder(join(path, entry.name));
    else yield join(path, entry.name);
  }
}

/** A hash of the files under `names` (folders or files, relative to `root`), tests left out. */
export async function hashOfFiles(root: string, names: readonly string[], hash = createHash('sha256')): Promise<string> {
  await addFiles(hash, names.map((name) => ({ path: join(root, name), name })));
  return hash.digest('hex');
}

/** Files read at once; each is hashed in order once it and those before it are read. */
const READS_AT_ONCE = 16;

async function addFiles(hash: Hash, folders: { path: string; name: string }[]): Promise<void> {
  const files: { path: string; name: string }[] = [];
  for (const folder of folders) {
    for await (const path of filesUnder(folder.path)) {
      const name = join(folder.name, relative(folder.path, path));
      if (!IGNORED.test(name)) files.push({ path, name });
    }
  }
  // Read a few at a time, hashed in order: one read after the other, the build's hash of a
  // 2,000-page site came half a second after the content step it runs beside.
  const read = concurrencyLimit(READS_AT_ONCE);
  const contents = files.map(({ path }) => read(() => readFile(path).catch(() => null)));
  for (const [at, { name }] of files.entries()) {
    const content = await contents[at];
    if (content) hash.update(name).update('\0').update(content).update('\0');
  }
}

/**
 * A hash of every source file of the site. `npm start` compares it with the one stored in
 * `dist/build-info.json` to know whether the build is current: file times are no use after
 * a fresh clone, where every file is new.
 */
export async function sourceHash({ root = paths.root, contentRoot = paths.content } = {}): Promise<string> {
  const hash = createHash('sha256');
  await addFiles(hash, [{ path: contentRoot, name: 'content' }]);
  return hashOfFiles(root, SOURCES, hash);
}

/**
 * What the code the browser runs is made of: the app, what it shares with the build, the site's
 * configuration, the packages, the bundler's configuration and the format of the generated tables.
 * Content is left out: it names the content tables (webpack/config.ts), which must keep their name
 * when only the content changes.
 */
const CLIENT_SOURCES = ['src/app', 'src/shared', 'site.config.ts', 'package-lock.json', 'src/builder/webpack', 'src/builder/content/emit-modules.ts', 'src/builder/search'];

export const clientCodeHash = (root = paths.root): Promise<string> => hashOfFiles(root, CLIENT_SOURCES);
