import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileIdentity } from '../file-identity';
import { linkFile } from '../link-file';
import type { DocumentJob, WrittenDocument } from './render-worker';

/**
 * What the last build's prerender rendered each document from: the server bundle (by digest), the
 * job (URL, file, styles and scripts) and the content files it read, by identity (file-identity.ts;
 * an unchanged `.generated/` file is linked from the last content step, see write-tree.ts). A
 * document whose record still holds is the same file, so the next build links it from the previous
 * `dist/` instead of rendering it: a build where nothing changed renders nothing. `builtAt` ties the
 * record to the `dist/` it describes (its build-info.json), so a build that failed or was
 * interrupted is never trusted.
 */
export interface PrerenderRecord {
  builtAt: string;
  bundle: string;
  documents: Record<string, { job: string; reads: Record<string, string> }>;
}

const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('base64url');

/**
 * Decides, document by document, between the previous build's file and a new render. `previous` is
 * the record of the build now in `dist/`, or undefined when there is none to trust.
 */
export function documentReuse(serverBundle: Buffer, previous: PrerenderRecord | undefined) {
  const bundle = digest(serverBundle);
  const identities = new Map<string, string | undefined>();
  const identityOf = (file: string) => {
    if (!identities.has(file)) identities.set(file, fileIdentity(file));
    return identities.get(file);
  };
  const documents: PrerenderRecord['documents'] = {};
  const sameInputs = (reads: Record<string, string>) => Object.entries(reads).every(([file, was]) => identityOf(file) === was);

  return {
    /** Whether any document may come from the previous build: not when there is none, nor when it was rendered by other code. */
    possible: previous?.bundle === bundle,
    /**
     * Links the previous build's document (and its Markdown twin) from `previousDir` into `outDir`
     * when they were made from the same inputs.
     */
    async reuse(job: DocumentJob, previousDir: string, outDir: string): Promise<boolean> {
      const before = previous?.bundle === bundle ? previous.documents[job.file] : undefined;
      if (!before || before.job !== JSON.stringify(job) || !sameInputs(before.reads)) return false;
      const files = [job.file, ...(job.markdown ? [job.markdown] : [])];
      const placed = await Promise.all(files.map((file) => linkFile(join(previousDir, file), join(outDir, file))));
      if (!placed.every(Boolean)) {
        // Rendering writes the files anew: through a link left here it would rewrite the previous build's.
        await Promise.all(files.map((file) => rm(join(outDir, file), { force: true })));
        return false;
      }
      documents[job.file] = before;
      return true;
    },
    /** Notes a document rendered anew, with the files it read. */
    async rendered(job: DocumentJob, { reads }: WrittenDocument): Promise<void> {
      const entries = await Promise.all(reads.map(async (file) => [file, (await identityOf(file)) ?? ''] as const));
      documents[job.file] = { job: JSON.stringify(job), reads: Object.fromEntries(entries) };
    },
    /** The record of this build, once it is the one in `dist/`. */
    record: (builtAt: string): PrerenderRecord => ({ builtAt, bundle, documents }),
  };
}

export type DocumentReuse = ReturnType<typeof documentReuse>;
