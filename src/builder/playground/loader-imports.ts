import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { LOADER_IMPORT_GLOBAL } from '../../shared/playground';

/** webpack's loader runner's `import()` of an ES module loader by its file URL (lib/loaders/loadLoader.js), made by `eval` so that old parsers skip it. */
const IMPORT_BY_URL = 'eval("(url) => import(url)")';

/**
 * An ES module loader (`.mjs`, or `.js` in a `"type": "module"` package) is loaded by webpack's loader
 * runner with `import()` of its file URL, which a worker would try to fetch: in the bundle, that call
 * imports the project's file from the volume instead, as the project's other modules are
 * (src/playground/compiler/project-modules.ts). The bundle fails to build if webpack changes that call.
 */
export const loaderImports: Plugin = {
  name: 'loader-imports',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]webpack[\\/]lib[\\/]loaders[\\/]loadLoader\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(IMPORT_BY_URL)) throw new Error(`${args.path}: webpack no longer imports an ES module loader as the playground expects (loader-imports.ts)`);
      return { contents: source.replace(IMPORT_BY_URL, `((url) => self.${LOADER_IMPORT_GLOBAL}(require("url").fileURLToPath(url)))`), loader: 'js' };
    });
  },
};
