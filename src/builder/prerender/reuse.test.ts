import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentJob } from './render-worker';
import { documentReuse, type PrerenderRecord } from './reuse';

const scratch = await mkdtemp(join(tmpdir(), 'reuse-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const job: DocumentJob = {
  url: '/concepts/',
  file: 'concepts/index.html',
  canonical: true,
  styles: ['/assets/main.1.css'],
  scripts: ['/assets/main.1.js'],
  markdown: 'concepts.md',
};
const bundle = Buffer.from('the server bundle');

/** A previous build: its dist/ with the document, the content file it read, and its record. */
async function previousBuild() {
  const dir = await mkdtemp(join(scratch, 'build-'));
  const page = join(dir, 'concepts.json');
  await writeFile(page, '{"title":"Concepts"}');
  const first = documentReuse(bundle, undefined);
  await first.rendered(job, { file: job.file, reads: [page] });
  await mkdir(join(dir, 'concepts'));
  await writeFile(join(dir, job.file), '<h1>Concepts</h1>');
  await writeFile(join(dir, job.markdown!), '# Concepts');
  const record: PrerenderRecord = first.record('yesterday');
  return { dir, page, record, next: join(dir, 'next') };
}

describe('documentReuse', () => {
  it('links the previous document and its Markdown twin when the bundle, the job and every file it read are the same', async () => {
    const { dir, record, next } = await previousBuild();
    const reuse = documentReuse(bundle, record);
    expect(await reuse.reuse(job, dir, next)).toBe(true);
    expect(await readFile(join(next, job.file), 'utf8')).toBe('<h1>Concepts</h1>');
    expect(await readFile(join(next, job.markdown!), 'utf8')).toBe('# Concepts');
    expect(reuse.record('today').documents).toEqual(record.documents);
  });

  it('renders anew when a file it read changed, its scripts changed, or the bundle changed', async () => {
    const { dir, page, record, next } = await previousBuild();
    expect(await documentReuse(bundle, record).reuse({ ...job, scripts: ['/assets/main.2.js'] }, dir, next)).toBe(false);
    expect(await documentReuse(Buffer.from('another bundle'), record).reuse(job, dir, next)).toBe(false);
    await writeFile(page, '{"title":"Concepts, edited"}');
    expect(await documentReuse(bundle, record).reuse(job, dir, next)).toBe(false);
  });

  it('renders anew, leaving no link behind, when the previous document or its twin is gone', async () => {
    const { dir, record, next } = await previousBuild();
    await rm(join(dir, job.markdown!));
    expect(await documentReuse(bundle, record).reuse(job, dir, next)).toBe(false);
    await expect(access(join(next, job.file))).rejects.toThrow();
  });
});
