import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { linkFile } from './link-file';

const folderOf = useTempTree('link-file-');

describe('linkFile', () => {
  it('links into a folder that exists and makes the folders that do not', async () => {
    const root = await folderOf({ 'from/a.txt': 'A', 'to/.keep': '' });
    const source = join(root, 'from/a.txt');
    for (const target of [join(root, 'to/a.txt'), join(root, 'to/deep/er/a.txt')]) {
      expect(await linkFile(source, target)).toBe(true);
      expect((await stat(target)).ino).toBe((await stat(source)).ino);
    }
  });

  it('links many files into one missing folder at once (each call may find it made by another)', async () => {
    const names = Array.from({ length: 40 }, (_, at) => `f${at}.txt`);
    const root = await folderOf(Object.fromEntries(names.map((name) => [`from/${name}`, name])));
    const placed = await Promise.all(names.map((name) => linkFile(join(root, 'from', name), join(root, 'to/new', name))));
    expect(placed.every(Boolean)).toBe(true);
    expect((await readdir(join(root, 'to/new'))).sort()).toEqual([...names].sort());
    expect(await readFile(join(root, 'to/new/f7.txt'), 'utf8')).toBe('f7.txt');
  });

  it('leaves a target that exists as it is, and the file it may be linked to', async () => {
    const root = await folderOf({ 'from/a.txt': 'new', 'kept/a.txt': 'old' });
    const target = join(root, 'to/a.txt');
    expect(await linkFile(join(root, 'kept/a.txt'), target)).toBe(true);
    expect(await linkFile(join(root, 'from/a.txt'), target)).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readFile(join(root, 'kept/a.txt'), 'utf8')).toBe('old');
  });

  it('answers false for a missing source, whether its target folder exists or not', async () => {
    const root = await folderOf({ 'to/.keep': '' });
    expect(await linkFile(join(root, 'missing.txt'), join(root, 'to/a.txt'))).toBe(false);
    expect(await linkFile(join(root, 'missing.txt'), join(root, 'elsewhere/a.txt'))).toBe(false);
  });
});
