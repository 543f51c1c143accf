import './jit-budget';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { writeStaticHostFiles } from '../server/deploy/static-host';
import { BUILD_INFO, type BuildInfo } from './build-info';
import { precompressor } from './compress';
import { checkSite, siteSource, SiteCheckError } from './links/check-site';
import { CONTENT_ASSETS_DIR } from './content/content-asset';
import { generateModules } from './generate';
import { paths } from './paths';
import { clientAssets } from './prerender/assets';
import { startPrerender, type Prerenderer, type PreviousBuild } from './prerender/prerender';
import { bundleSsr, SSR_BUNDLE } from './prerender/ssr-bundle';
import type { PrerenderRecord } from './prerender/reuse';
import { readJsonFile, writeJsonFile } from './json-file';
import { linkFile, linkTree } from './link-file';
import { writePlaygroundFiles } from './playground/playground-files';
import { PICTURES_URL } from './supporters/data-file';
import { bundleServer } from './server-bundle';
import { clientCodeHash, sourceHash } from './source-hash';
import { WEB_MANIFEST_URL, webManifest } from './web-manifest';
import { clientConfig } from './webpack/config';

export { BUILD_INFO, isBuildCurrent, type BuildInfo } from './build-info';

/**
 * Runs webpack: `stats` comes once its files are written, `closed` once the compiler has also stored its
 * persistent cache. The next build reads that cache, this one does not, so the prerender starts meanwhile:
 * awaited, the store was two seconds of a cold build, most of them its writes queued behind zlib's jobs.
 */
function runWebpack(configs: Configuration[]): { stats: Promise<MultiStats>; closed: Promise<void> } {
  const compiler = webpack(configs);
  let close!: () => void;
  // A cache that could not be stored is no reason to fail the build: the next one compiles more.
  const closed = new Promise<void>((resolve) => (close = () => compiler.close(() => resolve())));
  const stats = new Promise<MultiStats>((resolve, reject) => {
    compiler.run((error, stats) => {
      close();
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(stats?.toString({ all: false, errors: true, colors: false }) ?? 'webpack failed'));
      }
      resolve(stats);
    });
  });
  return { stats, closed };
}

export interface BuildOptions {
  contentRoot?: string;
  distDir?: string;
  /** Where the compiled production server goes (outside `distDir`: its code is never served). */
  serverBundle?: string;
  log?: (message: string) => void;
}

/**
 * Builds the whole site into `dist/`: content index → page modules → client and server
 * bundles → prerendered HTML, and the production server compiled to one JavaScript file. Everything
 * is written to a staging folder and a temporary file that replace `dist/` and the server only when
 * all steps succeeded, so a failed build leaves the previous site and server intact.
 */
export async function build({
  contentRoot = paths.content,
  distDir = paths.dist,
  serverBundle = paths.serverBundle,
  log = console.log,
}: BuildOptions = {}): Promise<BuildInfo> {
  const started = performance.now();
  let phaseStarted = started;
  /** Logs a step with its time and the build's peak memory so far, so a slow build says where its time and memory went. */
  const done = (what: string) => {
    const now = performance.now();
    log(`${what}: ${Math.round(now - phaseStarted)} ms (peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`);
    phaseStarted = now;
  };
  // Hashing the sources reads every file too: it runs while the content step waits on its own reads.
  const hashes = Promise.all([sourceHash({ contentRoot }), clientCodeHash()]);
  // Work started ahead of where its result is awaited, settled before the staging folder is deleted.
  const running: Promise<unknown>[] = [];
  const meanwhile = <T>(work: Promise<T>): Promise<T> => {
    // Handled here, so that a failure before it is awaited is not an unhandled rejection.
    work.catch(() => {});
    running.push(work);
    return work;
  };
  // SUPPORTERS_REFRESH=off (the tests) builds from the data files as they are, never the network.
  const refreshSupporters = process.env.SUPPORTERS_REFRESH === 'off' ? undefined : { log };
  const generating = meanwhile(generateModules(contentRoot, { refreshSupporters }));
  const [hash, codeHash] = await hashes;

  const staging = await mkdtemp(join(paths.root, '.dist-'));
  const serverStaging = `${serverBundle}.${process.pid}.tmp`;
  const compression = precompressor(staging, { cacheDir: join(paths.cache, 'compressed') });
  // Each step's files are compressed on zlib's threads once they are final, while the next steps run.
  const compressing: Promise<void>[] = [];
  let compressionFailed: { error: unknown } | undefined;
  const compressMeanwhile = (work: Promise<void>) => {
    // Handled here and thrown after the step it overlapped: unhandled, a failure while webpack ran
    // had ended the process before the cleanup below, leaving the staging folder behind.
    work.catch((error: unknown) => (compressionFailed ??= { error }));
    compressing.push(work);
  };
  const stopIfCompressionFailed = () => {
    if (compressionFailed) throw compressionFailed.error;
  };
  let prerenderer: Prerenderer | undefined;
  try {
    // Webpack compiles the app during the content step; what it imports from `@generated/` waits for
    // that step (webpack/after-content-plugin.ts).
    const contentAssets = meanwhile(generating.then(({ assets }) => assets));
    // Neither the server, the static files nor the playground's depend on the content.
    const playgroundDocuments = meanwhile(writePlaygroundFiles(staging));
    const webpackRun = runWebpack([clientConfig({ mode: 'production', outDir: staging, buildId: hash, codeHash, contentAssets, playgroundDocuments })]);
    meanwhile(webpackRun.stats);
    meanwhile(webpackRun.closed);
    const serverAndStatic = meanwhile(Promise.all([bundleServer(serverStaging), cp(paths.public, staging, { recursive: true }), playgroundDocuments]));
    const { index, version, assets: contentFiles, supporterPictures } = await generating;
    done(`content: ${index.pages.length} pages`);
    if (index.historyMissing) log(`  no git history: ${index.historyMissing}; pages show no contributors from it and no "Last updated" date`);
    await serverAndStatic;
    // The content's data files, linked: a file that did not change keeps its identity from build to build.
    await linkTree(join(paths.generated, CONTENT_ASSETS_DIR), join(staging, CONTENT_ASSETS_DIR));
    await Promise.all(supporterPictures.map((picture) => linkFile(picture, join(staging, PICTURES_URL, basename(picture)))));
    await writeFile(join(staging, WEB_MANIFEST_URL.slice(1)), webManifest());
    compressMeanwhile(compression.files(contentFiles.map((url) => join(staging, url.slice(1)))));
    done('static and content files');
    // The prerender's workers start once its bundle is made, while webpack finishes.
    const prerendering = meanwhile(Promise.all([bundleSsr(), previousBuild(distDir)]).then(([, previous]) => (prerenderer = startPrerender(SSR_BUNDLE, previous))));
    const [stats, prerender] = await Promise.all([webpackRun.stats, prerendering]);
    const [client] = stats.stats;
    stopIfCompressionFailed();
    done('webpack, from the end of the content step (and the prerender bundle, with esbuild)');
    const emitted = client!.toJson({ all: false, assets: true, chunkGroups: true, entrypoints: true });
    // Webpack's files, during the prerender: the tables and the service worker change with any page's
    // text, and Brotli 11 on them was most of a one-page edit's last step.
    compressMeanwhile(compression.files((emitted.assets ?? []).map((asset) => join(staging, asset.name))));
    const assets = clientAssets(emitted);
    const rendered = await prerender.render({ outDir: staging, assets, index });
    stopIfCompressionFailed();
    done(`prerender: ${rendered.documents} documents (${rendered.reused} unchanged, linked from the previous build)`);
    await writeStaticHostFiles(staging);
    // Every file is written now: the rest are compressed during the site check, which only reads.
    compressMeanwhile(compression.rest());
    const problems = await checkSite(staging, siteSource(index, contentRoot), join(paths.cache, 'site-check.json'));
    if (problems.length > 0) throw new SiteCheckError(problems);
    done('site check');
    await Promise.all(compressing);
    const compressed = await compression.finish();
    done(`precompressed ${compressed} files (Brotli and gzip; each step's files during the steps after it)`);
    const info: BuildInfo = { sourceHash: hash, builtAt: new Date().toISOString(), pages: index.pages.length, entry: assets.entry.scripts, content: version };
    await writeFile(join(staging, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
    // The server first: should the swap of dist/ fail after it, the next `npm start` finds dist/ out of date and builds.
    await rename(serverStaging, serverBundle);
    await replaceDirectory(staging, distDir);
    await writeJsonFile(PRERENDER_RECORD, rendered.record(info.builtAt));
    await webpackRun.closed;
    log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
    return info;
  } finally {
    // A failed build must not delete the folder under files still being compressed into it.
    await Promise.allSettled([...running, ...compressing]);
    await prerenderer?.close();
    await rm(staging, { recursive: true, force: true });
    await rm(serverStaging, { force: true });
  }
}

/** Where the prerender keeps what each document of the build in `dist/` was made from (prerender/reuse.ts). */
const PRERENDER_RECORD = join(paths.cache, 'prerender.json');

/** The build in `distDir`, when the prerender record describes it (same `builtAt`). */
async function previousBuild(distDir: string): Promise<PreviousBuild | undefined> {
  const [record, info] = await Promise.all([
    readJsonFile<PrerenderRecord>(PRERENDER_RECORD),
    readJsonFile<BuildInfo>(join(distDir, BUILD_INFO)),
  ]);
  return record && info?.builtAt === record.builtAt ? { dir: distDir, record } : undefined;
}

/** Swaps `from` in as `to` with two renames, so `to` is never half written. */
async function replaceDirectory(from: string, to: string): Promise<void> {
  const old = `${to}.old`;
  await rm(old, { recursive: true, force: true });
  await rename(to, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(from, to);
  await rm(old, { recursive: true, force: true });
}
