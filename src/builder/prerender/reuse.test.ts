import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentJob } from './render-worker';
import { documentReuse, type PrerenderRecord } from './reuse';

const scratch = await mkdtemp(join(tmpdir(), 'reuse-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const job: DocumentJob = { url: '/concepts/', file: 'concepts/index.html', canonical: true, styles: ['/assets/main.1.css'], scripts: ['/assets/main.1.js'] };
const bundle = Buffer.from('the server bundle');

/** A previous build: its dist/ with the document, the content file it read, and its record. */
async function previousBuild() {
  const dir = await mkdtemp(join(scratch, 'build-'));
  const page = join(dir, 'concepts.json');
  await writeFile(page, '{"title":"Concepts"}');
  const first = documentReuse(bundle, undefined);
  await first.rendered(job, { file: job.file, reads: [page] });
  await writeFile(join(dir, 'document.html'), '<h1>Concepts</h1>');
  const record: PrerenderRecord = first.record('yesterday');
  return { dir, page, record, source: join(dir, 'document.html') };
}

describe('documentReuse', () => {
  it('links the previous document when the bundle, the job and every file it read are the same', async () => {
    const { dir, record, source } = await previousBuild();
    const reuse = documentReuse(bundle, record);
    const target = join(dir, 'next', job.file);
    expect(await reuse.reuse(job, source, target)).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('<h1>Concepts</h1>');
    expect(reuse.record('today').documents).toEqual(record.documents);
  });

  it('renders anew when a file it read changed, its scripts changed, or the bundle changed', async () => {
    const { dir, page, record, source } = await previousBuild();
    const target = join(dir, 'next', job.file);
    expect(await documentReuse(bundle, record).reuse({ ...job, scripts: ['/assets/main.2.js'] }, source, target)).toBe(false);
    expect(await documentReuse(Buffer.from('another bundle'), record).reuse(job, source, target)).toBe(false);
    await writeFile(page, '{"title":"Concepts, edited"}');
    expect(await documentReuse(bundle, record).reuse(job, source, target)).toBe(false);
  });

  it('renders anew when the previous document is gone', async () => {
    const { dir, record } = await previousBuild();
    expect(await documentReuse(bundle, record).reuse(job, join(dir, 'missing.html'), join(dir, 'next', job.file))).toBe(false);
  });
});
