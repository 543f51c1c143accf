import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EsbuildPlugin } from 'esbuild-loader';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
// The plugin's index loads GenerateSW too, and with it Babel and Rollup: half a second for nothing.
import { InjectManifest } from 'workbox-webpack-plugin/build/inject-manifest.js';
import { CONTENT_TABLES_PATH, SERVICE_WORKER_URL, type PrecacheEntry } from '../../shared/offline';
import { appConstants } from '../app-constants';
import { paths } from '../paths';
import { AfterContentPlugin } from './after-content-plugin';
import { precacheParts } from './precache-parts';

export type Mode = 'production' | 'development';

const require = createRequire(import.meta.url);
const thisFile = fileURLToPath(import.meta.url);

const typescript: RuleSetRule = {
  test: /\.tsx?$/,
  loader: require.resolve('esbuild-loader'),
  options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
};

const common = (mode: Mode, name: string): Configuration => ({
  mode,
  context: paths.root,
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: { '@generated': paths.generated },
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
 * The service worker, compiled from src/sw/sw.ts with the list of files to precache: every hashed
 * file of the build and the content step's data files, plus the app shell, versioned by the build id so each deploy installs a new worker. The list is in two
 * parts (precache-parts.ts): the app core, downloaded at install, and the rest, filled in later.
 */
const serviceWorker = (buildId: string, contentAssets: Promise<readonly string[]>, playgroundDocuments: Promise<readonly PrecacheEntry[]>) =>
  new InjectManifest({
    swSrc: join(paths.root, 'src/sw/sw.ts'),
    swDest: SERVICE_WORKER_URL.slice(1),
    exclude: [/\.LICENSE\.txt$/],
    manifestTransforms: [precacheParts(buildId, contentAssets, playgroundDocuments)],
    // Page chunks of long reference pages are larger than Workbox's 2 MB default allows for nothing.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });

export interface ClientOptions {
  mode: Mode;
  outDir: string;
  /** Identifies the build: the hash of its sources. */
  buildId: string;
  /** The hash of the code the browser runs (source-hash.ts, `clientCodeHash`): names the content tables. */
  codeHash: string;
  /**
   * URLs of the content step's data files (page JSON, sidebars, search shards), for the service worker
   * to precache, once that step has written `.generated/`. Webpack may start before: see AfterContentPlugin.
   */
  contentAssets: Promise<readonly string[]>;
  /** The playground's sandboxed documents, written beside webpack's output, for the precache (production only). */
  playgroundDocuments?: Promise<readonly PrecacheEntry[]>;
}

/**
 * Chunks that hold tables of the content: the route table (every page's JSON file, sidebar and anchors)
 * and the search index (the search code with the index's core: terms, pages and the shards' files).
 * They change whenever a page does.
 * The name of every lazy chunk is in the entry's runtime, and every document names the entry, so were
 * they named by their content, one edited page would change every document of the site, to be
 * rendered, checked and compressed again. They are named by the client's code instead (an older page
 * that runs other code asks for a name the new deploy no longer has, and recovers as from any missing
 * chunk) and served from CONTENT_TABLES_PATH, revalidated on every use.
 */
export const CONTENT_TABLE_CHUNKS: readonly string[] = ['routes', 'search-index'];

type ChunkFilename = (data: { chunk?: { name?: string | null } }) => string;
const chunkFilename = (hash: string, codeHash: string): ChunkFilename => ({ chunk }) =>
  chunk?.name && CONTENT_TABLE_CHUNKS.includes(chunk.name)
    ? `${CONTENT_TABLES_PATH.slice(1)}[name]${hash && `.${codeHash.slice(0, 8)}`}.js`
    : `assets/[name]${hash}.js`;

/** The browser bundle: hashed file names, one chunk per MDX page, and the content tables under their code-named files. */
export function clientConfig({ mode, outDir, buildId, codeHash, contentAssets, playgroundDocuments = Promise.resolve([]) }: ClientOptions): Configuration {
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
      chunkFilename: chunkFilename(hash, codeHash),
      clean: false,
    },
    module: {
      rules: [typescript, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: `assets/[name]${hash}.css`, chunkFilename: `assets/[name]${hash}.css` }),
      new webpack.DefinePlugin(appConstants(mode === 'production')),
      new AfterContentPlugin(contentAssets),
      ...(mode === 'production'
        ? [
            serviceWorker(buildId, contentAssets, playgroundDocuments),
            // Three-digit ids however many modules the lazy chunks (the playground's editor) add: the default
            // widens every id to four digits past 50 modules, some 45 bytes gzip more in every page's entry.
            new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 3, fixedLength: true }),
          ]
        : []),
    ],
    optimization: {
      // Production ids come from the plugin above.
      moduleIds: mode === 'production' ? false : 'named',
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
