import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';
import { paths } from '../paths';

/** The prerender's bundle: `render-worker.ts` with the app, as one CommonJS file the worker threads run. */
export const SSR_BUNDLE = join(paths.ssr, 'server.cjs');

/**
 * The content's modules as the prerender sees them: the route table that reads each page's JSON from
 * disk (so the bundle holds no content, and a content edit leaves it as it was), and no search index
 * (the prerender never searches, and the index changes with any page's text).
 */
const generatedModules: Plugin = {
  name: 'generated-modules',
  setup(build) {
    build.onResolve({ filter: /^@generated\// }, (args) => {
      const module = args.path.slice('@generated/'.length);
      if (module === 'routes') return { path: join(paths.generated, 'routes.server.js') };
      if (module === 'search/core') return { path: module, namespace: 'left-out' };
      return build.resolve(`./${module}`, { resolveDir: paths.generated, kind: args.kind });
    });
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/**
 * Dependencies swapped for a module of ours, for one importer only: each shim drops work the Markdown
 * twins (page-markdown.ts) did for nothing, and says which. Together they were 30 % of a twin's time.
 */
const SHIMS: { module: string; importer: string; shim: string }[] = [
  { module: 'hast-util-is-element', importer: 'hast-util-minify-whitespace', shim: 'is-element.ts' },
  { module: '@ungap/structured-clone', importer: 'hast-util-to-mdast', shim: 'no-clone.ts' },
];

/** Resolves SHIMS for their importers; every other importer gets the package itself. */
export const prerenderShims: Plugin = {
  name: 'prerender-shims',
  setup(build) {
    for (const { module, importer, shim } of SHIMS) {
      const inImporter = new RegExp(`[\\\\/]node_modules[\\\\/]${importer}[\\\\/]`);
      build.onResolve({ filter: new RegExp(`^${module.replace(/[^\w-]/g, '\\$&')}$`) }, (args) =>
        inImporter.test(args.importer) ? { path: fileURLToPath(new URL(`./shims/${shim}`, import.meta.url)) } : undefined,
      );
    }
  },
};

/**
 * Bundles the prerender with esbuild, beside webpack's client build: it is a tool the build runs, not
 * code a reader downloads, and esbuild makes it in about 0.2 s where webpack's second compiler took
 * about 1.5 s of a cold build's CPU. React's production build is bundled (`NODE_ENV`); lazy imports are
 * bundled in place; styles are the client's business.
 */
export async function bundleSsr(outfile = SSR_BUNDLE): Promise<void> {
  await esbuild({
    absWorkingDir: paths.root,
    entryPoints: [join(paths.root, 'src/builder/prerender/render-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __SERVICE_WORKER__: 'true' },
    loader: { '.css': 'empty' },
    plugins: [generatedModules, prerenderShims],
    logLevel: 'silent',
  });
}
