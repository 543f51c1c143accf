import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';
import { build as esbuild, type Metafile, type Plugin } from 'esbuild';
import { paths } from '../paths';
import { loaderImports } from './loader-imports';
import { pruning, unavailableModule } from './pruning';
import { verbatimModules } from './verbatim-modules';

const COMPILER = join(paths.root, 'src/playground/compiler');
/** The npm packages named like Node's built-ins (the trailing slash asks for the package, not the built-in). */
const packageFile = createRequire(join(paths.root, 'package.json')).resolve;

/** Node built-ins webpack needs, and what stands in for each in the browser. */
const STAND_INS: Record<string, string> = {
  fs: join(COMPILER, 'shims/fs.ts'),
  'graceful-fs': join(COMPILER, 'shims/fs.ts'),
  vm: join(COMPILER, 'shims/vm.ts'),
  os: join(COMPILER, 'shims/os.ts'),
  crypto: join(COMPILER, 'shims/crypto.ts'),
  util: join(COMPILER, 'shims/util.ts'),
  tty: join(COMPILER, 'shims/tty.ts'),
  url: join(COMPILER, 'shims/url.ts'),
  process: join(COMPILER, 'shims/process.ts'),
  path: join(COMPILER, 'shims/path.ts'),
  buffer: packageFile('buffer/'),
  events: packageFile('events/'),
  // memfs's file streams extend Node's.
  stream: packageFile('readable-stream/'),
};

/** `module`: webpack's `node` targets read `builtinModules`, so it is the list of the Node that bundles. */
const MODULE_STAND_IN = `module.exports = { builtinModules: ${JSON.stringify(builtinModules)} };`;

/**
 * What the minimizer plugin loads only when asked for a minimizer other than terser, or for a worker
 * pool: native or Node-only tools the browser build cannot run.
 */
const OTHER_MINIMIZERS = new Set([
  'esbuild', 'uglify-js', '@swc/core', '@swc/html', '@swc/css', 'html-minifier-terser', '@minify-html/node',
  'postcss', 'cssnano', 'csso', 'clean-css', 'lightningcss', 'svgo', 'sharp', '@napi-rs/image', 'jest-worker',
]);

const bareName = (request: string) => request.replace(/^node:/, '');
const isBuiltin = (request: string) => builtinModules.includes(bareName(request)) || request.startsWith('node:');

/** Resolves Node's built-ins to their stand-ins, and any other built-in to a module that says it is unavailable. */
const nodeBuiltins: Plugin = {
  name: 'node-builtins',
  setup(build) {
    build.onResolve({ filter: /^@?[\w/.-]+$/ }, (args) => {
      if (OTHER_MINIMIZERS.has(args.path)) return { path: args.path, namespace: 'unavailable', pluginData: 'the playground minifies JavaScript with terser only' };
      return undefined;
    });
    build.onResolve({ filter: /^(?:node:)?[a-z0-9_/-]+$/ }, (args) => {
      const name = bareName(args.path);
      const standIn = STAND_INS[name];
      if (standIn) return { path: standIn };
      if (name === 'module') return { path: name, namespace: 'module-stand-in' };
      if (isBuiltin(args.path)) return { path: name, namespace: 'unavailable', pluginData: 'Node built-in with no browser stand-in' };
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'module-stand-in' }, () => ({ contents: MODULE_STAND_IN, loader: 'js' }));
    build.onLoad({ filter: /.*/, namespace: 'unavailable' }, (args) => ({ contents: unavailableModule(args.path, String(args.pluginData)), loader: 'js' }));
  },
};

export interface CompilerBundle {
  /** Its path on disk, `<outDir>/playground/compiler.<hash>.js`. */
  file: string;
  /** Its URL path from the site's root. */
  url: string;
  bytes: number;
  metafile: Metafile;
}

/**
 * Bundles the playground's build worker (src/playground/compiler/worker.ts: webpack and its browser
 * stand-ins) into one minified classic worker script, named by a hash of its bytes, so that the same
 * sources always give the same file.
 */
export async function bundlePlaygroundCompiler(outDir: string): Promise<CompilerBundle> {
  const { outputFiles, metafile } = await esbuild({
    absWorkingDir: paths.root,
    entryPoints: [join(COMPILER, 'worker.ts')],
    outfile: 'compiler.js',
    write: false,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    // webpack tells its classes apart by name (`constructor.name === "Compilation"`).
    keepNames: true,
    // A few modules name files beside themselves (webpack's hot-update client, say), which a bundle has not got.
    define: { global: 'globalThis', __dirname: '"/bundled"', __filename: '"/bundled/index.js"' },
    inject: [join(COMPILER, 'shims/globals.ts')],
    plugins: [nodeBuiltins, pruning, verbatimModules, loaderImports],
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const name = `playground/compiler.${hash}.js`;
  const file = join(outDir, name);
  await mkdir(join(outDir, 'playground'), { recursive: true });
  await writeFile(file, code);
  return { file, url: `/${name}`, bytes: code.length, metafile };
}
