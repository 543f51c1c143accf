import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedMarkdown, RenderInput } from './render';
import { renderCache } from './render-cache';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'render-cache-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

const input = (body: string): RenderInput => ({ file: 'content/guides/a.md', contentPath: 'guides/a.md', body, sourceDir: work });
const rendered = (code: string, includes: string[] = []): RenderedMarkdown => ({ code, anchors: [], ids: [], links: [], sections: [], includes, highlighted: [] });
/** A cache whose pipeline is this test's folder (empty of sources: a fixed version). */
const cacheIn = (dir: string) => renderCache(join(dir, 'render'), dir);

describe('renderCache', () => {
  it('gives back a page rendered from the same input, and nothing for another input or kind', async () => {
    const first = cacheIn(work);
    await first.set('.md', input('# A'), rendered('<h1>A</h1>'));
    const next = cacheIn(work);
    expect(await next.get('.md', input('# A'))).toEqual(rendered('<h1>A</h1>'));
    expect(await next.get('.md', input('# B'))).toBeUndefined();
    expect(await next.get('.mdx', input('# A'))).toBeUndefined();
  });

  it('tells inputs apart by the entries of their maps (a README links to the package pages that exist)', async () => {
    const withPages = (names: string[]): RenderInput => ({ ...input('# A'), readme: { packagePages: new Map(names.map((name) => [name, { url: `/loaders/${name}/` }])) } });
    await cacheIn(work).set('.md', withPages(['style-loader']), rendered('<a href="/loaders/style-loader/">'));
    expect(await cacheIn(work).get('.md', withPages(['style-loader']))).toBeDefined();
    expect(await cacheIn(work).get('.md', withPages([]))).toBeUndefined();
  });

  it('renders anew when a file the page includes has changed', async () => {
    const example = join(work, 'webpack.config.js');
    await writeFile(example, 'module.exports = {};\n');
    await cacheIn(work).set('.md', input('```js file="./webpack.config.js"\n```'), rendered('<pre>old</pre>', [example]));
    expect(await cacheIn(work).get('.md', input('```js file="./webpack.config.js"\n```'))).toBeDefined();
    await writeFile(example, "module.exports = { mode: 'production' };\n");
    expect(await cacheIn(work).get('.md', input('```js file="./webpack.config.js"\n```'))).toBeUndefined();
  });

  it('serves a copy of the content folder too, checking the copy of each included file', async () => {
    const copy = join(work, 'copy');
    await mkdir(copy);
    await writeFile(join(work, 'a.js'), 'one\n');
    await writeFile(join(copy, 'a.js'), 'one\n');
    const fence = '```js file="./a.js"\n```';
    await cacheIn(work).set('.md', input(fence), rendered('<pre>one</pre>', [join(work, 'a.js')]));
    const fromCopy = { ...input(fence), sourceDir: copy };
    expect(await cacheIn(work).get('.md', fromCopy)).toEqual(rendered('<pre>one</pre>', [join(copy, 'a.js')]));
    await writeFile(join(copy, 'a.js'), 'two\n');
    expect(await cacheIn(work).get('.md', fromCopy)).toBeUndefined();
  });

  it('renders anew when the pipeline changed', async () => {
    await cacheIn(work).set('.md', input('# A'), rendered('<h1>A</h1>'));
    await writeFile(join(work, 'site.config.ts'), 'export const siteConfig = {};\n');
    expect(await cacheIn(work).get('.md', input('# A'))).toBeUndefined();
  });

  it('keeps, when pruned, only the pages this build asked for', async () => {
    const earlier = cacheIn(work);
    await earlier.set('.md', input('# A'), rendered('<h1>A</h1>'));
    await earlier.set('.md', input('# B'), rendered('<h1>B</h1>'));
    const next = cacheIn(work);
    await next.get('.md', input('# A'));
    await next.prune();
    expect(await readdir(join(work, 'render'))).toHaveLength(1);
    expect(await cacheIn(work).get('.md', input('# A'))).toBeDefined();
  });
});
