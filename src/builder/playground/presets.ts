import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlaygroundPreset } from '../../shared/playground';
import { ContentError } from '../content/errors';
import { paths } from '../paths';
import { readProjectFolder } from '../reference/config-example-project';

/** Where the playground's projects live: in an `examples/` folder, so the content scanner takes none of their files for pages. */
export const PRESETS_DIR = 'playground/examples';

/**
 * The playground's presets in their package.json's `playground.sort` order (then by name), each titled by
 * its `description` and tied to the documentation page it illustrates, `playground.page` (a site URL).
 */
export async function readPresets(contentRoot = paths.content): Promise<PlaygroundPreset[]> {
  const root = join(contentRoot, PRESETS_DIR);
  const names = (await readdir(root, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const files = readProjectFolder(join(root, name), { keepNodeModules: true });
      const manifest = `content/${PRESETS_DIR}/${name}/package.json`;
      if (!files) throw new ContentError(manifest, 1, 'a playground project holds text files only: one of its files is not UTF-8');
      let title: unknown;
      let sort: unknown;
      let page: unknown;
      try {
        const parsed = JSON.parse(files['package.json'] ?? 'null') as { description?: unknown; playground?: { sort?: unknown; page?: unknown } } | null;
        title = parsed?.description;
        sort = parsed?.playground?.sort ?? 0;
        page = parsed?.playground?.page;
      } catch (error) {
        throw new ContentError(manifest, 1, `invalid JSON: ${(error as Error).message}`);
      }
      if (typeof title !== 'string' || title === '') throw new ContentError(manifest, 1, 'a playground project needs a "description": the playground shows it as its title');
      if (typeof sort !== 'number') throw new ContentError(manifest, 1, '"playground.sort" must be a number');
      if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) {
        throw new ContentError(manifest, 1, 'a playground project needs a "playground.page": the URL of the documentation page it illustrates, such as "/guides/tree-shaking/"');
      }
      return { preset: { name, title, page, files }, sort };
    }),
  ).then((found) => found.sort((a, b) => a.sort - b.sort || a.preset.name.localeCompare(b.preset.name)).map(({ preset }) => preset));
}

/** The presets as a module of the playground's chunk. */
export async function presetsModule(contentRoot = paths.content): Promise<string> {
  return `export default ${JSON.stringify(await readPresets(contentRoot))};\n`;
}
