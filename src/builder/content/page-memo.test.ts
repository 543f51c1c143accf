import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { buildContentIndex } from './content-index';
import { PageMemo } from './page-memo';

const contentOf = useTempTree('memo-');

const FILES = {
  'guides/index.md': '---\ntitle: Guides\ncatalog: true\n---\n\nAll of them.\n',
  'guides/a.md': '---\ntitle: A\nsort: 1\n---\n\nFirst text.\n',
  'guides/b.md': '---\ntitle: B\nsort: 2\n---\n\n```js file="./examples/demo/index.js"\n```\n',
  'guides/examples/demo/index.js': "console.log('one');\n",
  'concepts/index.md': '---\ntitle: Concepts\n---\n\nSee [A](/guides/a/).\n',
};

async function twoSteps(change: (root: string) => Promise<void>, forget: (root: string) => string[] = () => []) {
  const root = await contentOf(FILES);
  const memo = new PageMemo();
  const byUrl = async () => new Map((await buildContentIndex({ root, memo })).pages.map((page) => [page.entry.url, page]));
  const before = await byUrl();
  await change(root);
  memo.forgetIncluding(forget(root));
  return { before, after: await byUrl() };
}

describe('PageMemo, between two content steps of one process', () => {
  it('reuses every page when nothing changed', async () => {
    const { before, after } = await twoSteps(async () => {});
    for (const [url, page] of before) expect(after.get(url), url).toBe(page);
  });

  it('loads again only the edited page when its text changes', async () => {
    const { before, after } = await twoSteps((root) => writeFile(join(root, 'guides/a.md'), '---\ntitle: A\nsort: 1\n---\n\nSecond text.\n'));
    expect(after.get('/guides/a/')!.body).toContain('Second text.');
    // The catalog shows the page's first paragraph, so the index is written again too.
    expect(after.get('/guides/')!.body).toContain('Second text.');
    for (const url of ['/guides/b/', '/concepts/']) expect(after.get(url), url).toBe(before.get(url));
  });

  it("writes the section's catalog again when a title it lists changes", async () => {
    const { before, after } = await twoSteps((root) => writeFile(join(root, 'guides/a.md'), '---\ntitle: Renamed\nsort: 1\n---\n\nFirst text.\n'));
    expect(after.get('/guides/')!.body).toContain('Renamed');
    expect(after.get('/concepts/')).toBe(before.get('/concepts/'));
  });

  it('loads again a page whose included file the watcher reports', async () => {
    const included = (root: string) => join(root, 'guides/examples/demo/index.js');
    const { before, after } = await twoSteps((root) => writeFile(included(root), "console.log('two');\n"), (root) => [included(root)]);
    expect(after.get('/guides/b/')!.body).toContain('two');
    expect(after.get('/guides/a/')).toBe(before.get('/guides/a/'));
  });

  it('forgets a deleted page, and a new one appears', async () => {
    const root = await contentOf(FILES);
    const memo = new PageMemo();
    await buildContentIndex({ root, memo });
    await writeFile(join(root, 'guides/c.md'), '---\ntitle: C\nsort: 3\n---\n\nNew.\n');
    await rm(join(root, 'guides/b.md'));
    const after = await buildContentIndex({ root, memo });
    expect(after.pages.map((page) => page.entry.url)).toEqual(['/concepts/', '/guides/a/', '/guides/c/', '/guides/']);
    expect(after.pages.find((page) => page.entry.url === '/guides/')!.body).toMatch(/C<\/a>/);
  });
});
