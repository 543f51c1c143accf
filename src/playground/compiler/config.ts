import type { Configuration } from 'webpack';
import type { CliFlags } from '../../shared/playground';

/** The `env` webpack-cli hands a config function for `webpack build` (webpack-cli 7, `runWebpack`). */
const CLI_BUILD_ENV = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true } as const;

/**
 * The configuration a project's `webpack.config.js` exports, as webpack-cli reads it: an object, a
 * promise of one, or a function of `(env, argv)` returning either. Several configurations (an array)
 * would make a MultiCompiler, whose output the playground does not show.
 */
export async function resolveExportedConfig(exported: unknown): Promise<Configuration> {
  const env = { ...CLI_BUILD_ENV };
  const config: unknown = typeof exported === 'function' ? await exported(env, { env }) : await exported;
  if (Array.isArray(config)) throw new Error('The configuration file exports several configurations (an array); the playground builds one.');
  if (config === null || typeof config !== 'object') throw new Error(`The configuration file must export a configuration object or a function returning one; it exports ${config === null ? 'null' : typeof config}.`);
  return config as Configuration;
}

/** The configuration with the command line's flags over it, as webpack-cli applies `--mode`, `--devtool` and `--target`. */
export function withCliFlags(config: Configuration, flags: CliFlags): Configuration {
  const given = Object.entries(flags).filter(([, value]) => value !== undefined);
  return { ...config, ...Object.fromEntries(given) } as Configuration;
}

/**
 * The options the playground imposes on every build, in the browser and in the Node build the tests
 * compare it with. None changes the emitted bytes:
 * - `context` is the project root, where webpack-cli runs (`process.cwd()`) when none is given;
 * - `cache: false`: no persistent cache (its serializer is not in the bundle) and nothing kept between builds;
 * - `snapshot.managedPaths`/`immutablePaths` empty: their defaults `require.resolve('watchpack')`, and a snapshot only serves caching.
 * webpack's default minimizer runs as it is: the worker's `require` (shims/require.ts) loads its minify
 * functions by path, and with one core (shims/os.ts) it runs them in the compiler's thread.
 */
export function withPlaygroundOptions(config: Configuration, projectRoot: string): Configuration {
  return {
    ...config,
    context: config.context ?? projectRoot,
    cache: false,
    snapshot: { ...config.snapshot, managedPaths: [], immutablePaths: [] },
  };
}
