import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const PLUGIN = 'LocalesPlugin';

/** Merges the JSON files of a folder that no module imports into one asset, and watches them. */
export class LocalesPlugin {
  constructor({ directory = 'locales', filename = 'locales.json' } = {}) {
    this.directory = directory;
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const folder = path.resolve(compiler.context, this.directory);
          // A file added to (or removed from) the folder starts a rebuild.
          compilation.contextDependencies.add(folder);

          const messages = {};
          for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
            const fullPath = path.join(folder, file);
            // An edit to this file starts a rebuild.
            compilation.fileDependencies.add(fullPath);
            messages[path.basename(file, '.json')] = JSON.parse(await readFile(fullPath, 'utf8'));
          }
          compilation.emitAsset(this.filename, new sources.RawSource(JSON.stringify(messages)));
        },
      );
    });
  }
}
