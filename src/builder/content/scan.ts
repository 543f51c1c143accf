import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const CONTENT_FILE = /\.mdx?$/;
/** Folders that hold a guide's example projects, not pages (their READMEs would otherwise be pages). */
const NOT_PAGES = /(?:^|\/)(?:examples|node_modules)\//;

/**
 * Every `.md` and `.mdx` file under `root`, as sorted paths relative to it with `/` separators,
 * except those inside an `examples/` folder.
 */
export async function scanContent(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && CONTENT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1).split('\\').join('/'))
    .filter((path) => !NOT_PAGES.test(path))
    .sort();
}
