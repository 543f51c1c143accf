/**
 * The playground's messages: the app (the site's origin) sends a project to the sandbox (an opaque
 * origin), whose worker builds it with the browser build of webpack and answers with what came out.
 */

/** The build sandbox (src/playground/sandbox/sandbox.ts), framed by /playground/, served with a policy of its own (src/server/headers.ts). */
export const SANDBOX_DOCUMENT_URL = '/playground/sandbox.html';
/** The run frame (src/playground/sandbox/run.ts), where a build's output runs, with a policy of its own. */
export const RUN_DOCUMENT_URL = '/playground/run.html';

/** The service worker's cache for the playground's compiler, filled as it is used (src/sw/sw.ts). */
export const PLAYGROUND_COMPILER_CACHE = 'playground-compiler';

/** The worker's global that imports a project's ES module loader for webpack's loader runner (src/builder/playground/loader-imports.ts). */
export const LOADER_IMPORT_GLOBAL = 'importProjectFile';

/** The hash of a playground address that carries a whole project: `#project=` and the project as deflated JSON in base64url. */
export const PROJECT_HASH_PREFIX = '#project=';

/** What a project's configuration can import or require in the playground (with or without `node:`): webpack and the built-ins configurations use. */
export const CONFIG_IMPORTS = ['webpack', 'path', 'url', 'fs', 'fs/promises'] as const;

/** A project: file path (from the project's root, `src/index.js`, `webpack.config.js`) → text. */
export type ProjectFiles = Record<string, string>;

/**
 * Options given as webpack-cli flags (`webpack --mode development --devtool source-map --target node`):
 * like the CLI, they override what the configuration says. An absent one leaves the configuration's.
 */
export interface CliFlags {
  mode?: 'development' | 'production' | 'none';
  /** A `devtool` value, or `false` for `--no-devtool`. */
  devtool?: string | false;
  target?: string;
}

/** Asks for a build of `files`; `id` matches the answer to the question. */
export interface BuildRequest {
  type: 'build';
  id: number;
  files: ProjectFiles;
  flags: CliFlags;
}

/** One file webpack emitted. */
export interface EmittedAsset {
  /** Its path in the output folder, e.g. `main.js`, `images/logo.1234.png`. */
  name: string;
  /** Its size in bytes. */
  size: number;
  /** Its text, for a file that is UTF-8 text. */
  text?: string;
  /** Its bytes in base64, for any other file. */
  base64?: string;
}

/** One chunk, and the modules webpack put in it. */
export interface ChunkSummary {
  id: string | number | null;
  names: string[];
  files: string[];
  /** Loaded with the page (an entry's chunk) rather than on demand. */
  initial: boolean;
  /** Each module by its readable name, e.g. `./src/index.js`. */
  modules: string[];
  /** With several configurations: the one that made it, by its `name` (else `configuration 2`, say). */
  configuration?: string;
}

/** What a build gave: the same whether it succeeded or webpack reported errors. */
export interface BuildOutcome {
  type: 'built';
  id: number;
  assets: EmittedAsset[];
  /** webpack's summary, worded as the CLI prints it (`stats.toString()` without colours). */
  stats: string;
  /** webpack's errors and warnings, worded as webpack words them. */
  errors: string[];
  warnings: string[];
  chunks: ChunkSummary[];
  /** Each entry point and its files (runtime, shared chunks, its own), in the order a page loads them. */
  entrypoints: { name: string; files: string[]; configuration?: string }[];
  /** Wall-clock time of the build in the worker, in ms. */
  timeMs: number;
}

/** A build that could not run at all: the configuration threw, or the worker stopped. */
export interface BuildFailure {
  type: 'failed';
  id: number;
  message: string;
}

export type BuildAnswer = BuildOutcome | BuildFailure;

/** Everything the sandbox says to the page: `ready` once it listens, with the compiler's URL for the page to fetch, then the answers. */
export type SandboxMessage = BuildAnswer | { type: 'ready'; compiler: string };

/** The page hands the sandbox the compiler's source, fetched with the site's origin (cached, and kept for offline use). */
export interface CompilerDelivery {
  type: 'compiler';
  source: ArrayBuffer;
}

/** Asks the run frame to run a build's output: its files, of which `entryFiles` are loaded in this order. */
export interface RunRequest {
  type: 'run';
  assets: EmittedAsset[];
  entryFiles: string[];
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

/** What the run frame says: that it listens, then each line the running code writes to the console (uncaught errors as `error`). */
export type RunMessage = { type: 'run-ready' } | { type: 'console'; level: ConsoleLevel; text: string };

/** A project the playground offers to start from: an example project of the content (content/playground/examples/<name>/). */
export interface PlaygroundPreset {
  /** Its folder's name, e.g. `first-bundle`: what a link names to open it. */
  name: string;
  /** What it shows, from its package.json's `description`. */
  title: string;
  /** The documentation page it illustrates, from its package.json's `playground.page`: a site URL such as `/guides/tree-shaking/`. */
  page: string;
  files: ProjectFiles;
}
