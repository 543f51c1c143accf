import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
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

/**
 * What the playground cannot do the way webpack in Node does, by what a configuration names, and why;
 * `alone` for what only a configuration example on its own lacks (an example project has its files).
 */
const NOT_IN_THE_PLAYGROUND: { names: RegExp; why: string; alone?: true }[] = [
  { names: /HotModuleReplacementPlugin|\bhot\s*:/, why: "webpack writes the hot update runtime from its own functions' source, which the browser bundle has reprinted" },
  { names: /lazyCompilation/, why: 'it serves modules from a server of its own' },
  { names: /buildHttp/, why: 'it downloads modules over the network' },
  { names: /futureDefaults/, why: "its JavaScript minifier is left out of the browser bundle (pruning.ts)" },
  { names: /ProfilingPlugin/, why: "it profiles with Node's inspector" },
  { names: /Dll(?:Reference)?Plugin/, why: 'a DLL bundles installed packages, which the playground has not got' },
  { names: /\bloader\b|\buse\s*:/, why: "a configuration example's loaders come from npm packages (a project's own loader files are loaded)", alone: true },
];

const isRelative = (name: string) => /^\.{1,2}\//.test(name);

/** Whether a module imports nothing the playground lacks (a plugin from npm, say) but, in a project (not `alone`), the project's own files. */
const importsAvailable = (code: string, alone: boolean) =>
  importsOf(code).every((name) => PLAYGROUND_IMPORTS.has(name.replace(/^node:/, '')) || (!alone && isRelative(name)));

/** Whether the playground builds a configuration as webpack in Node does, as far as the configuration tells: it uses none of NOT_IN_THE_PLAYGROUND. */
const usesOnlyWhatThePlaygroundHas = (config: string, alone: boolean) =>
  !NOT_IN_THE_PLAYGROUND.some(({ names, alone: aloneOnly }) => (alone || !aloneOnly) && names.test(config));

/**
 * The JavaScript files of a project that its build runs: the configuration, the project's files it
 * imports or requires (resolved as Node does: exactly, with `.js`, or `/index.js`), and every file in a
 * `loaders/` folder, as loaders are named by path or found through `resolveLoader`.
 */
function filesTheBuildRuns(files: ProjectFiles, config: string): string[] {
  const found = new Set<string>();
  const follow = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    for (const name of importsOf(files[path]!).filter(isRelative)) {
      const target = posix.join(posix.dirname(path), name);
      const file = [target, `${target}.js`, `${target}/index.js`].find((each) => /\.[cm]?js$/.test(each) && files[each] !== undefined);
      if (file) follow(file);
    }
  };
  follow(config);
  Object.keys(files).filter((path) => /(?:^|\/)loaders\/.+\.[cm]?js$/.test(path)).forEach(follow);
  return [...found];
}

/** The project a `webpack-config run` example builds, if the playground builds it as Node does; undefined for the others. */
export function configExampleProject(example: Pick<ConfigExample, 'code' | 'format'>): ProjectFiles | undefined {
  if (!importsAvailable(example.code, true) || !usesOnlyWhatThePlaygroundHas(example.code, true)) return undefined;
  return { 'package.json': '{\n  "name": "config-example",\n  "private": true\n}\n', ...CONFIG_EXAMPLE_SOURCES, [configFileName(example)]: example.code };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Every file of a project folder by its path from the folder (`/` separators), sorted, but for a build's
 * output in dist/ and, unless `keepNodeModules` (a playground preset's stand-in packages), node_modules/.
 * Undefined when a file is not UTF-8 text (an image, say): a playground project holds text files only.
 */
export function readProjectFolder(folder: string, { keepNodeModules = false } = {}): ProjectFiles | undefined {
  const paths = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith('dist/') && (keepNodeModules || !path.startsWith('node_modules/')))
    .sort();
  const files: ProjectFiles = {};
  for (const path of paths) {
    try {
      files[path] = utf8.decode(readFileSync(join(folder, path)));
    } catch {
      return undefined;
    }
  }
  return files;
}

const CONFIG_FILE = /^webpack\.config\.[cm]?js$/;

/**
 * A guide's example project, if the playground builds it as Node does: it depends on webpack and
 * webpack-cli alone (no loader or plugin from npm; its own files may be), the files its build runs import
 * only what the playground has, and its configuration uses nothing the playground lacks.
 */
export function exampleFolderProject(folder: string): ProjectFiles | undefined {
  const files = readProjectFolder(folder);
  if (!files) return undefined;
  const config = Object.keys(files).find((path) => CONFIG_FILE.test(path));
  if (!config || !usesOnlyWhatThePlaygroundHas(files[config]!, false)) return undefined;
  if (!filesTheBuildRuns(files, config).every((path) => importsAvailable(files[path]!, false))) return undefined;
  let manifest: { dependencies?: object; devDependencies?: object };
  try {
    manifest = JSON.parse(files['package.json'] ?? '{}') as typeof manifest;
  } catch {
    return undefined;
  }
  const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  return packages.every((name) => name === 'webpack' || name === 'webpack-cli') ? files : undefined;
}
