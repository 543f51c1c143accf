import { createHash } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../test/support/temp-tree';
import { hashOfFiles } from './source-hash';

const folderOf = useTempTree('source-hash-');

describe('hashOfFiles', () => {
  it('hashes every file by name and bytes in name order, however many are read at once, tests left out', async () => {
    const files = Object.fromEntries(Array.from({ length: 60 }, (_, at) => [`src/part-${String(at).padStart(2, '0')}.ts`, `export const n = ${at};\n`.repeat(at * 50)]));
    const root = await folderOf({ ...files, 'src/part.test.ts': 'a test', 'site.config.ts': 'config' });
    const expected = createHash('sha256');
    for (const name of [...Object.keys(files).sort(), 'site.config.ts']) expected.update(name).update('\0').update(files[name] ?? 'config').update('\0');

    expect(await hashOfFiles(root, ['src', 'site.config.ts', 'missing'])).toBe(expected.digest('hex'));
  });

  it('changes with a file’s bytes and with its name', async () => {
    const root = await folderOf({ 'src/a.ts': 'a', 'src/b.ts': 'b' });
    const first = await hashOfFiles(root, ['src']);
    await writeFile(join(root, 'src/b.ts'), 'B');
    const edited = await hashOfFiles(root, ['src']);
    await rename(join(root, 'src/b.ts'), join(root, 'src/c.ts'));
    const renamed = await hashOfFiles(root, ['src']);
    expect(new Set([first, edited, renamed]).size).toBe(3);
  });
});
