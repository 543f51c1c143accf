import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { writeTree } from './write-tree';

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
