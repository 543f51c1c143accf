// The first module of a worker thread started by typeScriptWorker (worker-pool.ts): it registers tsx's
// loader in this thread, then loads the TypeScript module the worker is for.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
