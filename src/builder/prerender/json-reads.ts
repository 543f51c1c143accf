import { readFileSync } from 'node:fs';

/**
 * The prerender's way to the content's JSON files (`routes.server.js` imports it): it notes each file
 * read, so that a document's record names the files it was rendered from (see reuse.ts).
 */
const reads = new Set<string>();

export async function readJson(file: string): Promise<unknown> {
  reads.add(file);
  // Read synchronously, as the documents are written (render-worker.ts).
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The files read since the last call, sorted. A worker renders one document at a time. */
export function takeReads(): string[] {
  const list = [...reads].sort();
  reads.clear();
  return list;
}
