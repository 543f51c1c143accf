import MinimizerPlugin from 'minimizer-webpack-plugin';
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

/** Asset names webpack's default minimizer applies to (lib/config/defaults.js: `assetNameTest(["[cm]?js"])`). */
const JAVASCRIPT_ASSET = /^[^?#]*\.(?:[cm]?js)(?:[?#].*)?$/i;

/**
 * webpack's default JavaScript minimizer with the same options, run in the compiler's thread. The
 * default names its minify function by module path for a worker pool to `require`, which a browser
 * bundle cannot; here the function itself is passed and `parallel` is off.
 */
function threadlessDefaultMinimizer(javascriptOptions: object | undefined) {
  return new MinimizerPlugin({
    test: JAVASCRIPT_ASSET,
    minify: MinimizerPlugin.terserMinify,
    minimizerOptions: javascriptOptions ?? { compress: { passes: 2 } },
    parallel: false,
  });
}

/**
 * The options the playground imposes on every build, in the browser and in the Node build the tests
 * compare it with. None changes the emitted bytes of a build the browser can run:
 * - `context` is the project root, where webpack-cli runs (`process.cwd()`) when none is given;
 * - `cache: false`: no persistent cache (its serializer is not in the bundle) and nothing kept between builds;
 * - `snapshot.managedPaths`/`immutablePaths` empty: their defaults `require.resolve('watchpack')`, and a snapshot only serves caching;
 * - the default minimizer (`'...'`) becomes the same plugin run without worker threads.
 * (Checked in Node on the dynamic-import example: the same file names, `[contenthash]` included, and
 * sizes as with webpack's own default minimizer.)
 */
export function withPlaygroundOptions(config: Configuration, projectRoot: string): Configuration {
  const optimization = config.optimization ?? {};
  const javascriptOptions = optimization.minimizeOptions?.javascript;
  const defaultMinimizers = javascriptOptions === false ? [] : [threadlessDefaultMinimizer(javascriptOptions)];
  return {
    ...config,
    context: config.context ?? projectRoot,
    cache: false,
    snapshot: { ...config.snapshot, managedPaths: [], immutablePaths: [] },
    optimization: {
      ...optimization,
      minimizer: (optimization.minimizer ?? ['...']).flatMap((minimizer) => (minimizer === '...' ? defaultMinimizers : [minimizer])),
    },
  };
}
