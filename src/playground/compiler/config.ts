import type { Configuration } from 'webpack';
import type { CliFlags } from '../../shared/playground';

/** The `env` webpack-cli hands a config function for `webpack build` (webpack-cli 7, `runWebpack`). */
const CLI_BUILD_ENV = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true } as const;

/**
 * The configurations a project's `webpack.config.js` exports, as webpack-cli reads them: an object, a
 * promise of one, or a function of `(env, argv)` returning either, or an array of those (several
 * configurations, which make a MultiCompiler). Always a list: one configuration is a list of one.
 */
export async function resolveExportedConfig(exported: unknown): Promise<Configuration[]> {
  const env = { ...CLI_BUILD_ENV };
  const call = async (value: unknown): Promise<unknown> => (typeof value === 'function' ? value(env, { env }) : value);
  const config = await call(exported);
  const configs = await Promise.all((Array.isArray(config) ? config : [config]).map(call));
  for (const each of configs) {
    if (each === null || typeof each !== 'object' || Array.isArray(each)) {
      throw new Error(`The configuration file must export a configuration object, a function returning one, or an array of them; it exports ${each === null ? 'null' : Array.isArray(each) ? 'an array inside an array' : typeof each}.`);
    }
  }
  return configs as Configuration[];
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
