import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile } from './json-file';
import { paths } from './paths';
import { sourceHash } from './source-hash';

/**
 * What a build records in `dist/build-info.json`, and the check `npm start` makes before serving.
 * Kept apart from build.ts, which loads webpack (about 1.7 s): starting on a current build needs neither.
 */
export interface BuildInfo {
  sourceHash: string;
  builtAt: string;
  pages: number;
  /** The entry's scripts, as documents name them: a page that runs others is from an older deploy (src/app/offline/new-deploy.ts). */
  entry: string[];
  /** The content's version, as the route table exports it: a page whose table has another is from an older deploy. */
  content: string;
}

export const BUILD_INFO = 'build-info.json';

/** Whether `dist/` was built from the current sources, with the compiled server beside it. */
export async function isBuildCurrent(distDir = paths.dist, serverBundle = paths.serverBundle): Promise<boolean> {
  if (!existsSync(serverBundle)) return false;
  const info = await readJsonFile<BuildInfo>(join(distDir, BUILD_INFO));
  return info?.sourceHash === (await sourceHash());
}
