import { PROJECT_HASH_PREFIX } from '../../shared/playground';
import { asProject, type PlaygroundProject } from './project';

/** A longer hash is not read: browsers and chat apps cut long links anyway, and it bounds the work. */
export const MAX_LINK_HASH_CHARS = 64 * 1024;

async function transform(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a large array into one call overflows the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

/** The hash that carries `project`. */
export async function projectHash(project: PlaygroundProject): Promise<string> {
  const deflated = await transform(new TextEncoder().encode(JSON.stringify(project)), new CompressionStream('deflate-raw'));
  return PROJECT_HASH_PREFIX + toBase64Url(deflated);
}

/** What a link's hash says: no project, a project, or why the project in it cannot be used. */
export type LinkedProject = { state: 'none' } | { state: 'project'; project: PlaygroundProject } | { state: 'unreadable'; reason: string };

export async function readProjectHash(hash: string): Promise<LinkedProject> {
  if (!hash.startsWith(PROJECT_HASH_PREFIX)) return { state: 'none' };
  if (hash.length > MAX_LINK_HASH_CHARS) return { state: 'unreadable', reason: `the link is ${Math.round(hash.length / 1024)} kB long, more than the ${MAX_LINK_HASH_CHARS / 1024} kB a link may carry` };
  try {
    const json = new TextDecoder().decode(await transform(fromBase64Url(hash.slice(PROJECT_HASH_PREFIX.length)), new DecompressionStream('deflate-raw')));
    const project = asProject(JSON.parse(json));
    return project ? { state: 'project', project } : { state: 'unreadable', reason: 'it does not describe a project' };
  } catch {
    return { state: 'unreadable', reason: 'it is damaged or cut short' };
  }
}
