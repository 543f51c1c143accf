import type { ProjectFiles } from '../../shared/playground';
import type { ConfigExample } from './config-examples';

/** The small project every `webpack-config run` example builds: the tests build it, and "Try it" opens it. */
export const CONFIG_EXAMPLE_SOURCES: ProjectFiles = {
  'src/greeting.js': 'export const greet = (name) => `Hello, ${name}!`;\n',
  'src/index.js': "import { greet } from './greeting.js';\nconsole.log(greet('webpack'));\n",
};

/** What the playground lets a configuration import (src/playground/compiler/config-module.ts), with or without `node:`. */
const PLAYGROUND_IMPORTS = new Set(['webpack', 'path', 'url', 'fs', 'fs/promises']);

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
];

/**
 * The project a `webpack-config run` example builds, if the playground can build it as webpack in Node
 * does: its configuration imports nothing the playground lacks (a plugin from npm, say) and uses none of
 * NOT_IN_THE_PLAYGROUND. Undefined for the others.
 */
export function configExampleProject(example: Pick<ConfigExample, 'code' | 'format'>): ProjectFiles | undefined {
  if (!importsOf(example.code).every((name) => PLAYGROUND_IMPORTS.has(name.replace(/^node:/, '')))) return undefined;
  if (NOT_IN_THE_PLAYGROUND.some(({ names }) => names.test(example.code))) return undefined;
  return { 'package.json': '{\n  "name": "config-example",\n  "private": true\n}\n', ...CONFIG_EXAMPLE_SOURCES, [configFileName(example)]: example.code };
}
