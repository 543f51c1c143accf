import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * A module the browser build cannot have: loading it is harmless (webpack requires many modules up
 * front), using any of its functions throws, naming it and why.
 */
export function unavailableModule(name: string, why: string): string {
  return `const fail = () => { throw new Error(${JSON.stringify(`${name} is not available in the playground: ${why}`)}); };
module.exports = new Proxy(fail, {
  get: (_, key) => (key === '__esModule' || typeof key === 'symbol' ? undefined : fail),
  apply: fail,
  construct: fail,
});`;
}

/** A module in the compiler's tree that no build in the playground runs: it becomes an `unavailableModule`. */
interface Unreached {
  /** The file as esbuild resolved it (an absolute path). */
  file: RegExp;
  /** What a reader would have used, and why the playground has not got it, for the error message. */
  name: string;
  why: string;
}

const NO_PERSISTENT_CACHE = 'the playground builds with `cache: false` (config.ts)';

const UNREACHED: Unreached[] = [
  // Left out knowingly (1.7 MB of source): webpack's JavaScript printer, which only `experiments.futureDefaults` minifies with (`jsMinify`) and the experimental `webpack.javascript.syntax.printer`; the default minimizer uses terser. The CSS and HTML printers stay: the default minimizer minifies CSS and HTML with them.
  { file: /\/node_modules\/webpack\/lib\/javascript\/syntax-printer\.js$/, name: "webpack's own JavaScript minifier (experiments.futureDefaults)", why: 'it is too large for the playground; without futureDefaults, JavaScript is minified with terser' },
  // Safe: terser requires acorn in its command line only (`--parse acorn`); `minify` parses with terser's own parser.
  { file: /\/node_modules\/acorn\/dist\/acorn\.js$/, name: 'acorn', why: "it serves terser's command line, which the playground has not got" },
  // Safe: webpack lexes ES modules only to resolve the build dependencies of a persistent cache.
  { file: /\/node_modules\/es-module-lexer\//, name: 'es-module-lexer', why: NO_PERSISTENT_CACHE },
  // Safe: WebpackOptionsApply loads them for `cache.type: "filesystem"` only, and the file serializer serves that cache alone.
  { file: /\/node_modules\/webpack\/lib\/(?:cache\/PackFileCacheStrategy|cache\/IdleFileCachePlugin|serialization\/FileMiddleware)\.js$/, name: "webpack's filesystem cache", why: NO_PERSISTENT_CACHE },
  // Safe: `experiments.buildHttp` fetches with Node's http and https, which the bundle has not got either (so it could never work).
  { file: /\/node_modules\/webpack\/lib\/schemes\/HttpUriPlugin\.js$/, name: 'experiments.buildHttp', why: "it fetches with Node's http and https" },
  // Safe: memfs's Volume uses these for its toSnapshot/fromSnapshot and toTree methods only, which neither webpack nor the playground calls.
  { file: /\/node_modules\/@jsonjoy\.com\/fs-snapshot\/lib\/index\.js$/, name: "memfs's snapshots", why: 'the playground does not snapshot its volume' },
  { file: /\/node_modules\/@jsonjoy\.com\/fs-print\/lib\/index\.js$/, name: "memfs's toTree", why: 'the playground does not print its volume' },
];

/** A JSON file the compiler reads only part of: it becomes that part, computed from the installed file. */
interface SmallerJson {
  file: RegExp;
  /** The part kept, from the parsed file (whose shape each entry knows). */
  keep: (data: never) => unknown;
}

type MimeDb = Record<string, { source?: string; extensions?: string[] }>;

/** What webpack's util/mimeTypes.js reads of mime-db: the types with extensions, their `source` and `extensions`, in the same order (it breaks ties). */
export function mimeDbForWebpack(db: MimeDb): MimeDb {
  return Object.fromEntries(Object.entries(db).flatMap(([type, { source, extensions }]) => (extensions?.length ? [[type, { source, extensions }]] : [])));
}

const SMALLER_JSON: SmallerJson[] = [
  // Safe: its one reader in the bundle is webpack's util/mimeTypes.js (pruning.test.ts checks it answers the same).
  { file: /\/node_modules\/mime-db\/db\.json$/, keep: mimeDbForWebpack },
  // Safe: its three readers (lib/index.js, DefaultStatsFactoryPlugin, ImportMetaPlugin) take `version` only.
  { file: /\/node_modules\/webpack\/package\.json$/, keep: ({ version }: { version: string }) => ({ version }) },
];

/** Leaves out of the compiler bundle what no build in the playground runs or reads (each entry says why that is safe). */
export const pruning: Plugin = {
  name: 'pruning',
  setup(build) {
    for (const { file, name, why } of UNREACHED) {
      build.onLoad({ filter: file }, () => ({ contents: unavailableModule(name, why), loader: 'js' }));
    }
    for (const { file, keep } of SMALLER_JSON) {
      build.onLoad({ filter: file }, async (args) => ({ contents: JSON.stringify(keep(JSON.parse(await readFile(args.path, 'utf8')) as never)), loader: 'json' }));
    }
  },
};
