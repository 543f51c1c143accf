import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { workerPool } from '../worker-pool';
import { inWorkers } from './prerender';
import type { DocumentJob, RenderReply, RenderRequest } from './render-worker';

const scratch = await mkdtemp(join(tmpdir(), 'prerender-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

// A stand-in for the server bundle that speaks render-worker.ts's protocol (serve-tasks.ts): it writes each job's URL
// to its file, and fails on `/broken/`.
const bundle = join(scratch, 'bundle.cjs');
await writeFile(
  bundle,
  `const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
if (parentPort && workerData.prerender) parentPort.on('message', ({ id, task: { outDir, jobs } }) => {
  for (const job of jobs) {
    if (job.url === '/broken/') return parentPort.postMessage({ id, reply: { failed: job.url, message: 'Error: cannot render' } });
    writeFileSync(join(outDir, job.file), job.url);
  }
  parentPort.postMessage({ id, reply: { written: jobs.map((job) => ({ file: job.file, reads: [] })) } });
});`,
);
const workers = () => workerPool<RenderRequest, RenderReply>({ start: () => new Worker(bundle, { workerData: { prerender: true } }) });
const jobs = (urls: string[]): DocumentJob[] => urls.map((url, at) => ({ url, file: `${at}.html`, canonical: true, styles: [], scripts: [] }));

describe('inWorkers', () => {
  it('writes every document, however many batches the workers share', async () => {
    const outDir = await mkdtemp(join(scratch, 'out-'));
    const pool = workers();
    const written = await inWorkers(pool, outDir, jobs(Array.from({ length: 50 }, (_, at) => `/page-${at}/`))).finally(() => pool.close());
    expect((await readdir(outDir)).length).toBe(50);
    expect(written.map((document) => document.file).sort()).toEqual((await readdir(outDir)).sort());
  });

  it('fails with the URL that could not be rendered', async () => {
    const outDir = await mkdtemp(join(scratch, 'out-'));
    const pool = workers();
    await expect(inWorkers(pool, outDir, jobs(['/a/', '/broken/', '/b/'])).finally(() => pool.close())).rejects.toThrow(/prerendering \/broken\/ failed: Error: cannot render/);
  });
});
