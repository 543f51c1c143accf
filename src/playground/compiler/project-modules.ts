import path from 'path';
import process from 'process';
import * as url from 'url';
import webpack from 'webpack';
import type { CONFIG_IMPORTS } from '../../shared/playground';
import { esModuleAsFunctionBody } from './es-module';
import { projectFs } from './volume';

/**
 * The project's own JavaScript, loaded as Node loads it: the configuration, the files it imports or
 * requires (a plugin of its own, say) and its loaders, which webpack's loader runner requires by path.
 * The worker has no module loader, so a file's source becomes the body of a function taking the
 * module's variables, as Node's CommonJS wrapper does; an ES module is rewritten first (es-module.ts).
 * Besides each other, they can load webpack and the built-ins configurations use, `fs` being the
 * project's own files.
 */

const BUILT_INS: Record<(typeof CONFIG_IMPORTS)[number], unknown> = {
  webpack,
  path,
  url,
  fs: projectFs,
  'fs/promises': projectFs.promises,
};

/** An ES module's view of a module: its exports, or a CommonJS module's `module.exports` as the default export and its properties as named ones. */
type Namespace = Record<string, unknown>;

/** The modules of the current build, by file: CommonJS modules by their `module`, ES modules by their namespace once evaluated. */
const commonJs = new Map<string, { exports: unknown }>();
const esModules = new Map<string, Promise<Namespace>>();

/** Forgets the last build's modules: each build runs the project's code afresh, as a new `webpack` process does. */
export function forgetProjectModules(): void {
  commonJs.clear();
  esModules.clear();
}

function cannotFind(request: string, directory: string): Error {
  const message = `Cannot find module '${request}' from '${directory}': in the playground, the project's code can load its own files, 'webpack', 'path', 'url' and 'fs'.`;
  return Object.assign(new Error(message), { code: 'MODULE_NOT_FOUND' });
}

const builtIn = (request: string) => {
  const name = request.replace(/^node:/, '');
  return Object.hasOwn(BUILT_INS, name) ? (name as keyof typeof BUILT_INS) : undefined;
};

const isFile = (file: string) => projectFs.existsSync(file) && projectFs.statSync(file).isFile();
const read = (file: string) => projectFs.readFileSync(file, 'utf8') as string;

/**
 * The project file a relative, absolute or `file:` request names from `directory`: exactly that file
 * for an `import`, as ES modules resolve, or also with `.js`, `.json` or `/index.js` for a `require`.
 */
function projectFile(request: string, directory: string, exact: boolean): string {
  const isPath = request.startsWith('file:') || /^\.{0,2}\//.test(request);
  const file = request.startsWith('file:') ? url.fileURLToPath(request) : path.resolve(directory, request);
  const candidates = exact ? [file] : [file, `${file}.js`, `${file}.json`, path.join(file, 'index.js')];
  const found = isPath ? candidates.find(isFile) : undefined;
  if (found === undefined) throw cannotFind(request, directory);
  return found;
}

/** Whether a file is an ES module: `.mjs`, or `.js` under a package.json that says `"type": "module"`, as Node decides. */
function isEsModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let directory = path.dirname(file); ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (isFile(manifest)) {
      try {
        return (JSON.parse(read(manifest)) as { type?: unknown }).type === 'module';
      } catch {
        return false;
      }
    }
    if (directory === path.dirname(directory)) return false;
  }
}

/** `require` for a CommonJS module in `directory`. */
function requireFrom(directory: string) {
  const resolve = (request: string): string => builtIn(request) ?? projectFile(request, directory, false);
  const require = (request: string): unknown => {
    const name = builtIn(request);
    return name ? BUILT_INS[name] : requireProjectFile(projectFile(request, directory, false));
  };
  return Object.assign(require, { resolve });
}

/** `module.exports` of a project file: a CommonJS module or a JSON file. Node 20 cannot `require` an ES module, nor can the playground. */
export function requireProjectFile(file: string): unknown {
  const known = commonJs.get(file);
  if (known) return known.exports;
  if (isEsModule(file)) throw Object.assign(new Error(`require() of ES Module ${file} not supported.`), { code: 'ERR_REQUIRE_ESM' });
  const module = { exports: {} as unknown };
  commonJs.set(file, module);
  const source = read(file);
  if (file.endsWith('.json')) {
    module.exports = JSON.parse(source);
    return module.exports;
  }
  const directory = path.dirname(file);
  new Function('module', 'exports', 'require', '__filename', '__dirname', 'process', source)(module, module.exports, requireFrom(directory), file, directory, process);
  return module.exports;
}

/** `import` for an ES module in `directory`: what `import` and `import()` give. */
const importFrom = (directory: string) => async (request: string): Promise<Namespace> => {
  const name = builtIn(request);
  return name ? asNamespace(BUILT_INS[name]) : importProjectFile(projectFile(request, directory, true));
};

const asNamespace = (exports: unknown): Namespace => ({ ...(exports as object), default: exports });

/** The namespace of a project file as `import` gives it: an ES module's exports, or a CommonJS module's as Node presents them. */
export function importProjectFile(file: string): Promise<Namespace> {
  if (!isEsModule(file)) return Promise.resolve().then(() => asNamespace(requireProjectFile(file)));
  let namespace = esModules.get(file);
  if (!namespace) {
    namespace = evaluateEsModule(file);
    esModules.set(file, namespace);
  }
  return namespace;
}

async function evaluateEsModule(file: string): Promise<Namespace> {
  const directory = path.dirname(file);
  const meta = { url: url.pathToFileURL(file).href, filename: file, dirname: directory };
  const exports: Namespace = {};
  const AsyncFunction = (async () => {}).constructor as new (...parameters: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('__import', '__exports', '__meta', 'process', esModuleAsFunctionBody(read(file)))(importFrom(directory), exports, meta, process);
  return exports;
}
