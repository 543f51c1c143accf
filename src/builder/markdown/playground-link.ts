import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { PROJECT_HASH_PREFIX, type ProjectFiles } from '../../shared/playground';
import { APP_ROUTES } from '../../shared/routes';

/**
 * The playground URL that opens `files`: the project in the hash, deflated and in base64url, as the
 * playground writes its own address (src/app/playground/project-link.ts reads it), so that the link
 * works with no server and offline.
 */
export function playgroundLink(files: ProjectFiles): string {
  const project = { preset: '', files, flags: {} };
  return `${APP_ROUTES.playground}${PROJECT_HASH_PREFIX}${deflateRawSync(JSON.stringify(project), { level: 9 }).toString('base64url')}`;
}

/** Whether a link's hash is a project for the playground rather than an anchor. */
export const isPlaygroundProject = (path: string, hash: string) => path === APP_ROUTES.playground && hash.startsWith(PROJECT_HASH_PREFIX);

/** Whether the project in such a hash can be read back: inflated, parsed, with files. */
export function readsBack(hash: string): boolean {
  try {
    const project = JSON.parse(inflateRawSync(Buffer.from(hash.slice(PROJECT_HASH_PREFIX.length), 'base64url')).toString('utf8')) as { files?: unknown };
    return typeof project.files === 'object' && project.files !== null;
  } catch {
    return false;
  }
}
