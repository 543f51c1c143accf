/** Where the build records which sources it was built from (written by src/builder/build.ts). */
const BUILD_INFO_URL = '/build-info.json';
/** Remembers the last reload per URL, so a chunk that is missing from the new build too cannot loop. */
const RELOADED_KEY = 'reloaded-for-deploy';

/** Script chunks fail with webpack's ChunkLoadError; style chunks with mini-css-extract-plugin's code. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || (error as { code?: string }).code === 'CSS_CHUNK_LOAD_FAILED';
}

async function deployedBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch(BUILD_INFO_URL, { cache: 'no-store' });
    if (!response.ok) return undefined;
    return ((await response.json()) as { sourceHash?: string }).sourceHash;
  } catch {
    return undefined;
  }
}

/**
 * After a chunk failure, asks the server which build it serves. When it is not the build this page
 * runs (the old hashed files are gone after a deploy), loads `url` afresh — once — and returns true.
 * Otherwise (offline, a flaky network) returns false and the caller shows its error with a retry.
 */
export async function reloadIfNewDeploy(error: unknown, url: string): Promise<boolean> {
  if (!isChunkLoadFailure(error)) return false;
  const deployed = await deployedBuildId();
  if (!deployed || deployed === __BUILD_ID__) return false;
  const marker = `${deployed} ${url}`;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === marker) return false;
    sessionStorage.setItem(RELOADED_KEY, marker);
  } catch {
    return false;
  }
  window.location.assign(url);
  return true;
}
