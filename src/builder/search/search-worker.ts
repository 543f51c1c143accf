/** A thread that builds the search index (search-index.ts), so that the dev server's own thread stays free for webpack and the browser. */
import { serveTasks } from '../serve-tasks';
import { searchIndexModules } from './search-index';
import type { SearchTask } from './search-thread';

serveTasks<SearchTask, Record<string, string>>(async ({ documents, synonyms }) => searchIndexModules(documents, synonyms));
