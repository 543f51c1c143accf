import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './build';
import { ContentBuildError } from './content/errors';
import { paths } from './paths';
import { MarkdownTwinError } from './prerender/markdown-twin-error';

const scratch = await mkdtemp(join(tmpdir(), 'build-'));

afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A one-page content folder and a dist/ holding a previous build, in `scratch`. */
async function siteWithPreviousBuild(name: string, guides: string): Promise<{ content: string; dist: string }> {
  const content = join(scratch, `content-${name}`);
  const dist = join(scratch, `dist-${name}`);
  await mkdir(join(content, 'guides'), { recursive: true });
  await writeFile(join(content, 'guides/index.md'), guides);
  await mkdir(dist);
  await writeFile(join(dist, 'index.html'), 'previous build');
  return { content, dist };
}

/** Names in `dir` starting with `prefix`; none when there is no such folder (a fresh clone has no .cache/). */
const namesIn = async (dir: string, prefix: string) => (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith(prefix));

/** What a failed build must not leave behind: staging folders, and the server bundle's temporary files. */
const leftovers = async () => ({
  staging: await namesIn(paths.root, '.dist-'),
  server: await namesIn(dirname(paths.serverBundle), `${basename(paths.serverBundle)}.`),
});

describe('build', () => {
  it('fails on broken content with file, line and column, and leaves the previous dist/ as it was', async () => {
    const { content, dist } = await siteWithPreviousBuild('front-matter', '---\ntitle: Guides\nsort: [\n---\n');
    const before = await leftovers();

    const error = await build({ contentRoot: content, distDir: dist, log: () => {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ContentBuildError);
    expect((error as Error).message).toMatch(/content\/guides\/index\.md:3:8: invalid front matter/);
    expect(await readdir(dist)).toEqual(['index.html']);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('previous build');
    expect(await leftovers()).toEqual(before);
  });

  it('fails, cleans up and keeps the previous dist/ when compressing breaks while webpack runs', async () => {
    const { content, dist } = await siteWithPreviousBuild('compress', '---\ntitle: Guides\n---\n\nA page whose data file is compressed while webpack runs.\n');
    const before = await leftovers();
    // The compression cache's folder is a file: every compressed file fails to be kept.
    const cache = join(paths.cache, 'compressed');
    await rm(cache, { recursive: true, force: true });
    await writeFile(cache, 'not a folder');
    try {
      const error = await build({ contentRoot: content, distDir: dist, log: () => {} }).catch((caught: unknown) => caught);
      expect((error as NodeJS.ErrnoException).code).toMatch(/^(ENOTDIR|EEXIST)$/);
    } finally {
      await rm(cache, { force: true });
    }
    expect(await readdir(dist)).toEqual(['index.html']);
    expect(await leftovers()).toEqual(before);
  }, 120_000);

  it("fails with the page's file when its Markdown twin cannot be made", async () => {
    const content = join(scratch, 'content-video');
    await mkdir(join(content, 'guides'), { recursive: true });
    await writeFile(join(content, 'guides/index.md'), '---\ntitle: Guides\n---\n\nWatch this:\n\n<video src="/intro.mp4" controls></video>\n');

    const error = await build({ contentRoot: content, distDir: join(scratch, 'dist-video'), log: () => {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MarkdownTwinError);
    expect((error as Error).message).toMatch(/^content\/guides\/index\.md: no Markdown version of this page can be made: <video> has no Markdown form/);
  }, 120_000);
});
