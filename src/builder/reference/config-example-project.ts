import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CONFIG_IMPORTS, type ProjectFiles } from '../../shared/playground';
import type { ConfigExample } from './config-examples';

/** The small project every `webpack-config run` example builds: the tests build it, and "Try it" opens it. */
export const CONFIG_EXAMPLE_SOURCES: ProjectFiles = {
  'src/greeting.js': 'export const greet = (name) => `Hello, ${name}!`;\n',
  'src/index.js': "import { greet } from './greeting.js';\nconsole.log(greet('webpack'));\n",
};

const PLAYGROUND_IMPORTS = new Set<string>(CONFIG_IMPORTS);

/** Every module a configuration imports or requires, by its literal name. */
const importsOf = (code: string) => [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!);

/** The example's configuration file name: `.mjs` for an ES module, `.js` (CommonJS, no `"type"`) otherwise. */
export const configFileName = (example: Pick<ConfigExample, 'format'>) => (example.format === 'esm' ? 'webpack.config.mjs' : 'webpack.config.js');

/** What the playground cannot do the way webpack in Node does, by what a configuration names, and why. */
const NOT_IN_THE_PLAYGROUND: { names: RegExp; why: string }[] = [
  { names: /HotModuleReplacementPlugin|\bhot\s*:/, why: "webpack writes the hot update runtime from its own functions' source, which the browser bundle has reprinted" },
  { names: /lazyCompilation/, why: 'it serves modules from a server of its own' },
  { names: /buildHttp/, why: 'it downloads modules over the network' },
  { names: /futureDefaults/, why: "its JavaScript minifier is left out of the browser bundle (pruning.ts)" },
  { names: /ProfilingPlugin/, why: "it profiles with Node's inspector" },
  { names: /Dll(?:Reference)?Plugin/, why: 'a DLL bundles installed packages, which the playground has not got' },
  { names: /\bloader\b|\buse\s*:/, why: 'a loader runs from an npm package or a file of the project, and the playground loads neither' },
  { names: /(?:module\.exports\s*=|export\s+default)\s*\[/, why: 'several configurations make a MultiCompiler, whose output the playground does not show' },
];

/**
 * Whether the playground builds a configuration as webpack in Node does: it imports nothing the
 * playground lacks (a plugin from npm, say) and uses none of NOT_IN_THE_PLAYGROUND.
 */
function playgroundBuilds(config: string): boolean {
  if (!importsOf(config).every((name) => PLAYGROUND_IMPORTS.has(name.replace(/^node:/, '')))) return false;
  return !NOT_IN_THE_PLAYGROUND.some(({ names }) => names.test(config));
}

/** The project a `webpack-config run` example builds, if the playground builds it as Node does; undefined for the others. */
export function configExampleProject(example: Pick<ConfigExample, 'code' | 'format'>): ProjectFiles | undefined {
  if (!playgroundBuilds(example.code)) return undefined;
  return { 'package.json': '{\n  "name": "config-example",\n  "private": true\n}\n', ...CONFIG_EXAMPLE_SOURCES, [configFileName(example)]: example.code };
}

/**
 * Every file of a project folder by its path from the folder (`/` separators), sorted, but for a build's
 * output in dist/ and, unless `keepNodeModules` (a playground preset's stand-in packages), node_modules/.
 */
export function readProjectFolder(folder: string, { keepNodeModules = false } = {}): ProjectFiles {
  const paths = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith('dist/') && (keepNodeModules || !path.startsWith('node_modules/')))
    .sort();
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(folder, path), 'utf8')]));
}

const CONFIG_FILE = /^webpack\.config\.[cm]?js$/;

/**
 * A guide's example project, if the playground builds it as Node does: it depends on webpack and
 * webpack-cli alone (no loader or plugin from npm), and its configuration passes playgroundBuilds.
 */
export function exampleFolderProject(folder: string): ProjectFiles | undefined {
  const files = readProjectFolder(folder);
  const config = Object.keys(files).find((path) => CONFIG_FILE.test(path));
  if (!config || !playgroundBuilds(files[config]!)) return undefined;
  let manifest: { dependencies?: object; devDependencies?: object };
  try {
    manifest = JSON.parse(files['package.json'] ?? '{}') as typeof manifest;
  } catch {
    return undefined;
  }
  const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  return packages.every((name) => name === 'webpack' || name === 'webpack-cli') ? files : undefined;
}
