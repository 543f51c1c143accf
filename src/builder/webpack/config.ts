import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EsbuildPlugin } from 'esbuild-loader';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { SERVICE_WORKER_URL } from '../../shared/offline';
import { paths } from '../paths';
import { precacheParts } from './precache-parts';

export type Mode = 'production' | 'development';

const require = createRequire(import.meta.url);
const thisFile = fileURLToPath(import.meta.url);

const typescript: RuleSetRule = {
  test: /\.tsx?$/,
  loader: require.resolve('esbuild-loader'),
  options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
};

/** `aliases` come before `@generated`, so that one of its modules can be swapped for another. */
const common = (mode: Mode, name: string, aliases: Record<string, string> = {}): Configuration => ({
  mode,
  context: paths.root,
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: { ...aliases, '@generated': paths.generated },
  },
  // Rebuilds after a content edit reuse everything that did not change.
  cache: {
    type: 'filesystem',
    name: `${name}-${mode}`,
    cacheDirectory: join(paths.cache, 'webpack'),
    buildDependencies: { config: [thisFile] },
  },
  infrastructureLogging: { level: 'error' },
  performance: false,
});

/**
 * Constants the app reads: whether a service worker exists (production builds only). No build id: it
 * would change the entry, and with it every document, on any change to the sources, the build's own
 * code included (new-deploy.ts compares the entry's scripts instead).
 */
const appConstants = (mode: Mode) => new webpack.DefinePlugin({ __SERVICE_WORKER__: JSON.stringify(mode === 'production') });

/**
 * The service worker, compiled from src/sw/sw.ts with the list of files to precache: every hashed
 * file of the build, plus the app shell, versioned by the build id so each deploy installs a new worker. The list is in two
 * parts (precache-parts.ts): the app core, downloaded at install, and the rest, filled in later.
 */
const serviceWorker = (buildId: string) =>
  new InjectManifest({
    swSrc: join(paths.root, 'src/sw/sw.ts'),
    swDest: SERVICE_WORKER_URL.slice(1),
    exclude: [/\.LICENSE\.txt$/],
    manifestTransforms: [precacheParts(buildId)],
    // Page chunks of long reference pages are larger than Workbox's 2 MB default allows for nothing.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });

export interface ClientOptions {
  mode: Mode;
  outDir: string;
  /** Identifies the build: the hash of its sources. */
  buildId: string;
}

/**
 * Files of `.generated/` the app refers to with `new URL(…, import.meta.url)` (pages, sidebars and
 * anchors as JSON, the search index's shards): emitted as they are, under their path there
 * (`assets/page/concepts/output.1234abcd.json`).
 */
const generatedFiles = (hash: string): RuleSetRule => ({
  dependency: 'url',
  include: paths.generated,
  type: 'asset/resource',
  generator: {
    filename: ({ filename = '' }: { filename?: string }) => {
      const path = relative(paths.generated, join(paths.root, filename));
      const extension = extname(path);
      return `assets/${path.slice(0, path.length - extension.length)}${hash}${extension}`;
    },
  },
});

/** The browser bundle: hashed file names, the route table and one chunk per MDX page and printable section. */
export function clientConfig({ mode, outDir, buildId }: ClientOptions): Configuration {
  const hash = mode === 'production' ? '.[contenthash:8]' : '';
  return {
    ...common(mode, 'client'),
    name: 'client',
    target: 'web',
    entry: { main: join(paths.app, 'entry-client.tsx') },
    output: {
      path: outDir,
      publicPath: '/',
      filename: `assets/[name]${hash}.js`,
      chunkFilename: `assets/[name]${hash}.js`,
      clean: false,
    },
    module: {
      rules: [typescript, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }, generatedFiles(hash)],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: `assets/[name]${hash}.css`, chunkFilename: `assets/[name]${hash}.css` }),
      appConstants(mode),
      ...(mode === 'production' ? [serviceWorker(buildId)] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React changes far less often than the app: its own long-cached file.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 20 },
        },
      },
      minimizer: [new EsbuildPlugin({ target: 'es2020', css: true })],
    },
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
  };
}

/**
 * The Node bundle that renders each route to HTML at build time (the prerender's worker threads run
 * it: src/builder/prerender/render-worker.ts), as one file: lazy imports are
 * bundled in place, and files reached by `new URL` are the client's to emit. React is bundled too,
 * so that the prerender runs its production build. Styles are the client's business.
 */
export function serverConfig({ mode, outDir }: { mode: Mode; outDir: string }): Configuration {
  return {
    // The prerender imports the content's JSON instead of fetching it.
    ...common(mode, 'server', { '@generated/routes$': join(paths.generated, 'routes.server.js') }),
    name: 'server',
    target: 'node20',
    entry: { server: join(paths.root, 'src/builder/prerender/render-worker.ts') },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    module: {
      rules: [typescript, { test: /\.css$/, type: 'asset/source' }],
      parser: { javascript: { dynamicImportMode: 'eager' } },
      generator: { 'asset/resource': { emit: false } },
    },
    plugins: [appConstants(mode)],
    optimization: { minimize: false },
  };
}
