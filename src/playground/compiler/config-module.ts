import path from 'path';
import process from 'process';
import * as url from 'url';
import webpack from 'webpack';
import type { CONFIG_IMPORTS, ProjectFiles } from '../../shared/playground';
import { esmConfigAsFunctionBody } from './esm-config';
import { PROJECT_ROOT } from './project-root';
import { projectFs } from './volume';

/**
 * What a configuration can import or require in the playground: webpack itself and the built-ins a
 * configuration uses, `fs` being the project's own files. Anything else is not installed.
 */
const REQUIRABLE: Record<(typeof CONFIG_IMPORTS)[number], unknown> = {
  webpack,
  path,
  url,
  fs: projectFs,
  'fs/promises': projectFs.promises,
};

function requirable(request: string): keyof typeof REQUIRABLE {
  const name = request.replace(/^node:/, '');
  if (Object.hasOwn(REQUIRABLE, name)) return name as keyof typeof REQUIRABLE;
  throw new Error(`Cannot find module '${request}': in the playground, a configuration can use 'webpack', 'path', 'url' and 'fs' only.`);
}

/** `require` inside the configuration, `require.resolve` included (it names what it can load). */
const requireFromConfig = Object.assign((request: string): unknown => REQUIRABLE[requirable(request)], { resolve: requirable });

/** An ES module's view of a CommonJS one: its `module.exports` as the default export and its properties as named ones. */
const importFromConfig = (request: string) => {
  const exports = requireFromConfig(request) as Record<string, unknown>;
  return { ...exports, default: exports };
};

/** The configuration files webpack-cli looks for, in its order, among those the playground can load. */
const CONFIG_FILES = ['webpack.config.js', 'webpack.config.mjs', 'webpack.config.cjs'];

/** The project's configuration file, if it has one. */
export const configFileOf = (files: ProjectFiles): string | undefined => CONFIG_FILES.find((name) => files[name] !== undefined);

/** Whether a `.js` file is an ES module: its package.json says `"type": "module"`, as Node decides. */
function isModulePackage(files: ProjectFiles): boolean {
  try {
    return (JSON.parse(files['package.json'] ?? '{}') as { type?: unknown }).type === 'module';
  } catch {
    return false;
  }
}

/**
 * Runs the configuration file `name` of `files` and returns what it exports: `module.exports` of a
 * CommonJS file, the default export of an ES module. The worker has no module loader, so the source
 * becomes the body of a function taking the module's variables, as Node's CommonJS wrapper does, and
 * `process` (`process.env.NODE_ENV`, say), which a worker has not got as a global.
 */
export async function evaluateConfigModule(files: ProjectFiles, name: string): Promise<unknown> {
  const source = files[name]!;
  const filename = path.join(PROJECT_ROOT, name);
  if (name.endsWith('.mjs') || (name.endsWith('.js') && isModulePackage(files))) {
    const meta = { url: url.pathToFileURL(filename).href, filename, dirname: PROJECT_ROOT };
    const exports: { default?: unknown } = {};
    const AsyncFunction = (async () => {}).constructor as new (...parameters: string[]) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('__import', '__exports', '__meta', 'process', esmConfigAsFunctionBody(source))(importFromConfig, exports, meta, process);
    return exports.default;
  }
  const module = { exports: {} as unknown };
  const run = new Function('module', 'exports', 'require', '__filename', '__dirname', 'process', source);
  run(module, module.exports, requireFromConfig, filename, PROJECT_ROOT, process);
  return module.exports;
}
