import path from 'path';
import type { ProjectFiles } from '../../shared/playground';
import { PROJECT_ROOT } from './project-root';
import { importProjectFile } from './project-modules';

/** The configuration files webpack-cli looks for, in its order, among those the playground can load. */
const CONFIG_FILES = ['webpack.config.js', 'webpack.config.mjs', 'webpack.config.cjs'];

/** The project's configuration file, if it has one. */
export const configFileOf = (files: ProjectFiles): string | undefined => CONFIG_FILES.find((name) => files[name] !== undefined);

/**
 * Runs the configuration file `name` (already in the volume) and returns what it exports, as webpack-cli
 * takes it: the default export of an ES module, `module.exports` of a CommonJS file.
 */
export async function evaluateConfigModule(name: string): Promise<unknown> {
  return (await importProjectFile(path.join(PROJECT_ROOT, name))).default;
}
