import webpack, { type Compilation } from 'webpack';
import type { InjectManifest } from 'workbox-webpack-plugin';
import { APP_SHELL_URL, PRECACHE_MANIFEST_URL, type PrecacheEntry } from '../../shared/offline';

type ManifestTransform = NonNullable<ConstructorParameters<typeof InjectManifest>[0]['manifestTransforms']>[number];

/**
 * Lazy chunks that belong to the app rather than to a page: the service worker registration with its
 * update notice and the notification bar (mounted on every page after hydration), the search dialog
 * (the header offers it everywhere) and the route table (every client-side navigation reads it). With
 * the entry's files they are installed with the worker.
 */
export const CORE_CHUNK_GROUPS = ['service-worker', 'notification-bar', 'search-dialog', 'routes'] as const;

/** Site paths of the files the started app needs: those of the `main` entry and of CORE_CHUNK_GROUPS. */
export function coreFiles(compilation: Compilation): Set<string> {
  const { publicPath } = compilation.outputOptions;
  if (typeof publicPath !== 'string') throw new Error('the precache parts need a fixed output.publicPath');
  const groups = [['main', compilation.entrypoints.get('main')] as const, ...CORE_CHUNK_GROUPS.map((name) => [name, compilation.namedChunkGroups.get(name)] as const)];
  const files = groups.flatMap(([name, group]) => {
    if (!group) throw new Error(`the chunk group "${name}" the service worker installs is not in the build`);
    return group.getFiles();
  });
  return new Set(files.map((file) => publicPath + file));
}

/**
 * The precache list in two parts: the app shell and `core` files are downloaded when the worker
 * installs; every other entry (page, sidebar and body chunks, the search index, …) is marked `fill`
 * and downloaded in the background later. Sorted by URL, so the list is the same for the same build.
 */
export function splitPrecache(
  entries: readonly { url: string; revision: string | null }[],
  core: ReadonlySet<string>,
  shell: PrecacheEntry,
): PrecacheEntry[] {
  const marked = entries.map(({ url, revision }): PrecacheEntry => (core.has(url) ? { url, revision } : { url, revision, fill: true }));
  return [...marked, shell].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * InjectManifest's last step: the content step's data files (hashed names, no revision needed), the
 * `otherFiles` written beside webpack's (the playground's documents, with their revisions) and the
 * app shell (revisioned by the build id) join the list, each entry is marked core or fill, and the same
 * list is written to PRECACHE_MANIFEST_URL for the benchmark and the tests. (Workbox only adds up the
 * `size` field for its report, then drops it.)
 */
export function precacheParts(buildId: string, contentAssets: Promise<readonly string[]>, otherFiles: Promise<readonly PrecacheEntry[]>): ManifestTransform {
  return async (entries, compilation) => {
    const build = compilation as Compilation;
    const all = [...entries, ...(await contentAssets).map((url) => ({ url, revision: null })), ...(await otherFiles)];
    const manifest = splitPrecache(all, coreFiles(build), { url: APP_SHELL_URL, revision: buildId });
    build.emitAsset(PRECACHE_MANIFEST_URL.slice(1), new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
    return { manifest: manifest.map((entry) => ({ ...entry, size: 0 })) };
  };
}
