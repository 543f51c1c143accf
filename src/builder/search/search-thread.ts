import type { SearchDocument } from '../../shared/search-terms';
import { typeScriptWorker, workerPool, type WorkerPool } from '../worker-pool';
import type { SearchIndexBuilder } from './search-index';
import type { SynonymTable } from './synonyms';

export interface SearchTask {
  documents: readonly SearchDocument[];
  synonyms: SynonymTable;
}

/**
 * Builds the search index in a worker thread: a few hundred milliseconds of work that, in the dev
 * server's thread, held up webpack's hot update and the browser's requests for the page just saved.
 */
export function searchThread(): { build: SearchIndexBuilder; close: () => Promise<void> } {
  const pool: WorkerPool<SearchTask, Record<string, string>> = workerPool({ start: () => typeScriptWorker(new URL('./search-worker.ts', import.meta.url)), size: 1 });
  pool.start();
  return { build: (documents, synonyms) => pool.run({ documents, synonyms }), close: () => pool.close() };
}
