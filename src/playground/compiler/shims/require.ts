import path from 'path';
import { requireProjectFile } from '../project-modules';
import { PROJECT_ROOT } from '../project-root';

/**
 * The worker's global `require`. esbuild bundles each `require('literal')`, but leaves
 * `require.resolve(…)` and `require(variable)` to a global `require` at run time (its `__require`
 * helper), and webpack's default minimizer (lib/config/defaults.js) makes such calls: it names each
 * minify function by module path for a worker pool, as `{ path: require.resolve('minimizer-webpack-plugin'),
 * export: 'terserMinify' }` or `require.resolve('../css/cssMinify')`. minimizer-webpack-plugin, which
 * runs them in the compiler's thread when it has no pool (the `os` stand-in reports one core), loads
 * them with `require(path)[export]` and mixes each one's path from the project, and terser's version,
 * into every chunk hash. So `resolve` answers where a module is in a project that installed webpack,
 * `/project/node_modules/…`, as Node does in webpack-cli's, and the call gives the bundled module for
 * exactly that path. The project's own files are loaded as Node would (project-modules.ts): the loader
 * runner requires a loader by its path. Any other module is not in the bundle: asking for it throws, saying so.
 */

/** Where a project's packages are installed. */
const NODE_MODULES = path.join(PROJECT_ROOT, 'node_modules');

/**
 * The modules that can be loaded by path, by their path under node_modules/; each runs when first
 * loaded, as in Node (a `require` of a literal, which esbuild bundles).
 */
const MODULES = new Map<string, () => unknown>([
  ['minimizer-webpack-plugin/dist/index.js', () => require('minimizer-webpack-plugin')],
  ['webpack/lib/javascript/jsMinify.js', () => require('webpack/lib/javascript/jsMinify.js')],
  ['webpack/lib/css/cssMinify.js', () => require('webpack/lib/css/cssMinify.js')],
  ['webpack/lib/html/htmlMinify.js', () => require('webpack/lib/html/htmlMinify.js')],
  ['webpack/lib/json/jsonMinify.js', () => require('webpack/lib/json/jsonMinify.js')],
  ['webpack/lib/html/xmlMinify.js', () => require('webpack/lib/html/xmlMinify.js')],
  ['terser/dist/bundle.min.js', () => require('terser')],
  // terserMinify's version is read from here (minimizer-webpack-plugin's `packageVersion`).
  ['terser/package.json', () => require('terser/package.json')],
]);

/**
 * The requests webpack and minimizer-webpack-plugin make at run time, by the module each names. A
 * relative one is read from the file that makes it, which the call does not tell: these are all
 * webpack's lib/config/defaults.js's.
 */
const REQUESTS = new Map<string, string>([
  ['minimizer-webpack-plugin', 'minimizer-webpack-plugin/dist/index.js'],
  ['../javascript/jsMinify', 'webpack/lib/javascript/jsMinify.js'],
  ['../css/cssMinify', 'webpack/lib/css/cssMinify.js'],
  ['../html/htmlMinify', 'webpack/lib/html/htmlMinify.js'],
  ['../json/jsonMinify', 'webpack/lib/json/jsonMinify.js'],
  ['../html/xmlMinify', 'webpack/lib/html/xmlMinify.js'],
  ['terser', 'terser/dist/bundle.min.js'],
]);

function notBundled(request: string): Error {
  const message = `Cannot find module '${request}': the playground's webpack is bundled for the browser, and loads by name at run time only the minify functions of its default minimizer.`;
  return Object.assign(new Error(message), { code: 'MODULE_NOT_FOUND' });
}

/** The module's path in the project, as Node's `require.resolve` gives it; an absolute path is its own. */
function resolve(request: string): string {
  const installed = REQUESTS.get(request) ?? (request.startsWith(`${NODE_MODULES}/`) ? request.slice(NODE_MODULES.length + 1) : undefined);
  if (installed === undefined || !MODULES.has(installed)) throw notBundled(request);
  return path.join(NODE_MODULES, installed);
}

/** `require(request)`: a file of the project (a loader, which webpack's loader runner requires by path), or the bundled module `request` resolves to. */
export function runtimeRequire(request: string): unknown {
  if (request.startsWith(`${PROJECT_ROOT}/`) && !request.startsWith(`${NODE_MODULES}/`)) return requireProjectFile(request);
  const load = MODULES.get(resolve(request).slice(NODE_MODULES.length + 1))!;
  return load();
}
runtimeRequire.resolve = resolve;
