import { loadedContentVersion } from '../content/views';

/** Where the build records what it is made of, its entry's scripts included (written by src/builder/build.ts). */
const BUILD_INFO_URL = '/build-info.json';
/** Remembers the last reload per URL, so a chunk that is missing from the new build too cannot loop. */
const RELOADED_KEY = 'reloaded-for-deploy';

/** Script chunks fail with webpack's ChunkLoadError; style chunks with mini-css-extract-plugin's code. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error as { code?: string }).code === 'CSS_CHUNK_LOAD_FAILED';
}

/** What build-info.json says of the deployed build: its entry's scripts and its content's version. */
interface Deployed {
  entry?: string[];
  content?: string;
}

async function deployedBuild(): Promise<Deployed | undefined> {
  try {
    const response = await fetch(BUILD_INFO_URL, { cache: 'no-store' });
    if (!response.ok) return undefined;
    return (await response.json()) as Deployed;
  } catch {
    return undefined;
  }
}

/** The scripts this document started (the start script's list, src/builder/prerender/template.ts). */
const runningScripts = () => document.querySelector<HTMLElement>('script[data-scripts]')?.dataset.scripts?.split(' ') ?? [];

/**
 * After a chunk failure, asks the server which build it serves. When this page runs another entry
 * (its runtime names every chunk by its hash, so a new entry means the old hashed files may be gone)
 * or has read another version of the route table (whose page files may be gone: the table keeps its
 * name across content edits, see src/builder/webpack/config.ts), loads `url` afresh — once — and
 * returns true. Otherwise every file this page can ask for is still there: the failure is the
 * network's (offline, flaky), so this returns false and the caller shows its error with a retry.
 * Comparing entries rather than a build id leaves documents alone when a build changes nothing a
 * browser loads.
 */
export async function reloadIfNewDeploy(error: unknown, url: string): Promise<boolean> {
  if (!isChunkLoadFailure(error)) return false;
  const deployed = await deployedBuild();
  if (!deployed?.entry) return false;
  const running = runningScripts();
  const content = loadedContentVersion();
  const newEntry = !deployed.entry.every((script) => running.includes(script));
  const newContent = content !== undefined && deployed.content !== undefined && deployed.content !== content;
  if (!newEntry && !newContent) return false;
  const marker = `${deployed.entry.join(' ')} ${deployed.content} ${url}`;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === marker) return false;
    sessionStorage.setItem(RELOADED_KEY, marker);
  } catch {
    return false;
  }
  window.location.assign(url);
  return true;
}
