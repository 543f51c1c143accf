/** Where the build records what it is made of, its entry's scripts included (written by src/builder/build.ts). */
const BUILD_INFO_URL = '/build-info.json';
/** Remembers the last reload per URL, so a chunk that is missing from the new build too cannot loop. */
const RELOADED_KEY = 'reloaded-for-deploy';

/** Script chunks fail with webpack's ChunkLoadError; style chunks with mini-css-extract-plugin's code. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error as { code?: string }).code === 'CSS_CHUNK_LOAD_FAILED';
}

async function deployedEntry(): Promise<string[] | undefined> {
  try {
    const response = await fetch(BUILD_INFO_URL, { cache: 'no-store' });
    if (!response.ok) return undefined;
    return ((await response.json()) as { entry?: string[] }).entry;
  } catch {
    return undefined;
  }
}

/** The scripts this document started (the start script's list, src/builder/prerender/template.ts). */
const runningScripts = () => document.querySelector<HTMLElement>('script[data-scripts]')?.dataset.scripts?.split(' ') ?? [];

/**
 * After a chunk failure, asks the server which entry it serves. When this page does not run it (the
 * entry's runtime names every chunk by its hash, so a new entry means the old hashed files may be
 * gone), loads `url` afresh — once — and returns true. With the same entry every chunk this page can
 * ask for is still there: the failure is the network's (offline, flaky), so this returns false and the
 * caller shows its error with a retry. Comparing entries rather than a build id leaves documents alone
 * when a build changes nothing a browser loads.
 */
export async function reloadIfNewDeploy(error: unknown, url: string): Promise<boolean> {
  if (!isChunkLoadFailure(error)) return false;
  const deployed = await deployedEntry();
  const running = runningScripts();
  if (!deployed || deployed.every((script) => running.includes(script))) return false;
  const marker = `${deployed.join(' ')} ${url}`;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === marker) return false;
    sessionStorage.setItem(RELOADED_KEY, marker);
  } catch {
    return false;
  }
  window.location.assign(url);
  return true;
}
