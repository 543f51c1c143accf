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

/**
 * The project a `webpack-config run` example builds, if the playground can build it: its configuration
 * imports nothing the playground lacks (a plugin from npm, say). Undefined for the others.
 */
export function configExampleProject(example: Pick<ConfigExample, 'code' | 'format'>): ProjectFiles | undefined {
  if (!importsOf(example.code).every((name) => PLAYGROUND_IMPORTS.has(name.replace(/^node:/, '')))) return undefined;
  return { 'package.json': '{\n  "name": "config-example",\n  "private": true\n}\n', ...CONFIG_EXAMPLE_SOURCES, [configFileName(example)]: example.code };
}
