import { existsSync } from 'node:fs';
import { link, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { updateTree, writeTree } from './write-tree';

const folderOf = useTempTree('write-tree-');

describe('writeTree', () => {
  it('writes every file, linking from the previous folder only those whose text it recorded there', async () => {
    const root = await folderOf({});
    const [first, second, third] = ['first', 'second', 'third'].map((name) => join(root, name));
    await writeTree(first!, new Map([['page/a.json', 'A'], ['page/b.json', 'B'], ['routes.js', 'R']]));
    await writeTree(second!, new Map([['page/a.json', 'A'], ['page/b.json', 'B2'], ['routes.js', 'R']]), first);
    const inode = async (folder: string, path: string) => (await stat(join(folder, path))).ino;
    expect(await inode(second!, 'page/a.json')).toBe(await inode(first!, 'page/a.json'));
    expect(await inode(second!, 'page/b.json')).not.toBe(await inode(first!, 'page/b.json'));
    expect(await readFile(join(second!, 'page/b.json'), 'utf8')).toBe('B2');
    expect(await readFile(join(second!, 'routes.js'), 'utf8')).toBe('R');
    // Without a previous folder (or its record) everything is written.
    await writeTree(third!, new Map([['page/a.json', 'A']]), join(root, 'missing'));
    expect(await readFile(join(third!, 'page/a.json'), 'utf8')).toBe('A');
  });
});

describe('updateTree', () => {
  it('rewrites only the files whose text changed, as new files, and removes those no longer listed', async () => {
    const root = await folderOf({});
    const folder = join(root, 'generated');
    await writeTree(folder, new Map([['page/a.json', 'A'], ['page/b.json', 'B'], ['page/gone.json', 'G'], ['routes.js', 'R']]));
    // A build's dist/ shares files with the folder by hard links: they must keep their text.
    const shared = join(root, 'dist-b.json');
    await link(join(folder, 'page/b.json'), shared);
    const before = await stat(join(folder, 'page/a.json'));
    await updateTree(folder, new Map([['page/a.json', 'A'], ['page/b.json', 'B2'], ['page/new.json', 'N'], ['routes.js', 'R2']]), ['routes.js']);
    const after = await stat(join(folder, 'page/a.json'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(await readFile(join(folder, 'page/b.json'), 'utf8')).toBe('B2');
    expect(await readFile(shared, 'utf8')).toBe('B');
    expect(await readFile(join(folder, 'page/new.json'), 'utf8')).toBe('N');
    expect(await readFile(join(folder, 'routes.js'), 'utf8')).toBe('R2');
    expect(existsSync(join(folder, 'page/gone.json'))).toBe(false);
    expect((await readdir(join(folder, 'page'))).sort()).toEqual(['a.json', 'b.json', 'new.json']);
  });
});
