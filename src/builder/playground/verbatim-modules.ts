import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'esbuild';
import { paths } from '../paths';

/**
 * Modules whose functions' source text webpack reads: minimizer-webpack-plugin mixes
 * `String(minify.formatBanner)` and `String(minify.getBannerPosition)` of each minify function into
 * every chunk's hash (dist/index.js, `getVersion`), and webpack's default minimizer has CSS and HTML
 * ones with such helpers. esbuild prints every module anew (`() => /** @type {const} *\/ ("end")`
 * becomes `()=>"end"`), which would change the hashes, and so `[chunkhash]` names and the bytes
 * terser mangles by them.
 */
const VERBATIM = ['node_modules/webpack/lib/css/cssMinify.js', 'node_modules/webpack/lib/html/htmlMinify.js'];

/**
 * What a CommonJS module may name without declaring it: Node's wrapper's parameters, then the globals
 * the bundle defines or injects (shims/globals.ts), which a module run by `new Function` does not see.
 */
const NODE_SCOPE = ['exports', 'require', 'module', '__filename', '__dirname', 'global', 'process', 'Buffer', 'setImmediate', 'clearImmediate'];

/** The modules a CommonJS source requires by a literal, `require("webpack")` or `require(/** @type {string} *\/ ("webpack"))`. */
function literalRequests(source: string): string[] {
  const calls = source.matchAll(/\brequire\(\s*(?:\/\*[^]*?\*\/\s*)?\(?\s*["']([^"']+)["']\s*\)?\s*\)/g);
  return [...new Set([...calls].map((call) => call[1]!))];
}

/**
 * Each of `VERBATIM` as its own text run by `new Function`, as Node's CommonJS wrapper runs it, so
 * that its functions' `toString()` is the file's text. What it requires by a literal is bundled as
 * usual and handed to it by that name.
 */
export const verbatimModules: Plugin = {
  name: 'verbatim-modules',
  setup(build) {
    const escaped = VERBATIM.map((file) => join(paths.root, file).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    build.onLoad({ filter: new RegExp(`^(?:${escaped.join('|')})$`) }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const name = relative(paths.root, args.path);
      const requests = literalRequests(source).map((request) => `${JSON.stringify(request)}: () => require(${JSON.stringify(request)})`);
      const contents = `const requests = { ${requests.join(', ')} };
function requireHere(request) {
  if (!Object.hasOwn(requests, request)) throw new Error(${JSON.stringify(`${name} requires `)} + request + ', which the bundle has not got.');
  return requests[request]();
}
new Function(${NODE_SCOPE.map((one) => `'${one}'`).join(', ')}, ${JSON.stringify(`${source}\n//# sourceURL=${name}`)})(module.exports, requireHere, module, ${NODE_SCOPE.slice(3).join(', ')});
`;
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
