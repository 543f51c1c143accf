import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './build';
import { ContentBuildError } from './content/errors';
import { paths } from './paths';
import { MarkdownTwinError } from './prerender/markdown-twin-error';

const scratch = await mkdtemp(join(tmpdir(), 'build-'));

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('build', () => {
  it('fails on broken content with file and line, and leaves the previous dist/ as it was', async () => {
    const content = join(scratch, 'content');
    const dist = join(scratch, 'dist');
    await mkdir(join(content, 'guides'), { recursive: true });
    await writeFile(join(content, 'guides/index.md'), '---\ntitle: Guides\nsort: [\n---\n');
    await mkdir(dist);
    await writeFile(join(dist, 'index.html'), 'previous build');
    const stagingBefore = (await readdir(paths.root)).filter((name) => name.startsWith('.dist-'));

    const error = await build({ contentRoot: content, distDir: dist, log: () => {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ContentBuildError);
    expect((error as Error).message).toMatch(/content\/guides\/index\.md:3: invalid front matter/);
    expect(await readdir(dist)).toEqual(['index.html']);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('previous build');
    const stagingAfter = (await readdir(paths.root)).filter((name) => name.startsWith('.dist-'));
    expect(stagingAfter).toEqual(stagingBefore);
  });

  it("fails with the page's file when its Markdown twin cannot be made", async () => {
    const content = join(scratch, 'content-video');
    await mkdir(join(content, 'guides'), { recursive: true });
    await writeFile(join(content, 'guides/index.md'), '---\ntitle: Guides\n---\n\nWatch this:\n\n<video src="/intro.mp4" controls></video>\n');

    const error = await build({ contentRoot: content, distDir: join(scratch, 'dist-video'), log: () => {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MarkdownTwinError);
    expect((error as Error).message).toMatch(/^content\/guides\/index\.md: no Markdown version of this page can be made: <video> has no Markdown form/);
  }, 120_000);
});
