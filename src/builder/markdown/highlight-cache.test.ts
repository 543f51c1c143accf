import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { highlightCache } from './highlight-cache';

const tree = useTempTree('highlight-cache-');
const block = (text: string): Element => ({ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] });

/** The cache file of an earlier build that highlighted these JavaScript sources (each block reads `<source>, highlighted`). */
async function savedBuild(...sources: string[]): Promise<string> {
  const file = join(await tree({}), 'highlight.json');
  const earlier = highlightCache('v1', file);
  for (const source of sources) earlier.highlight('js', source, () => block(`${source}, highlighted`));
  await earlier.save();
  return file;
}

describe('highlightCache', () => {
  it('highlights a block once per build and hands every page its own copy', () => {
    const cache = highlightCache('v1', '/nonexistent/highlight.json');
    let made = 0;
    const make = () => (made++, block('const a = 1;'));
    const first = cache.highlight('js', 'const a = 1;', make);
    first.properties.tabIndex = 0;
    const second = cache.highlight('js', 'const a = 1;', make);
    expect(made).toBe(1);
    expect(second.properties).toEqual({});
    expect(cache.has('js', 'const a = 1;')).toBe(true);
    expect(cache.has('ts', 'const a = 1;')).toBe(false);
  });

  it('reuses a saved build of the same version, keeps only the blocks used, and ignores another version or a broken file', async () => {
    const file = await savedBuild('kept', 'dropped');
    const next = highlightCache('v1', file);
    const fail = (): Element => {
      throw new Error('should have come from the cache');
    };
    expect(next.highlight('js', 'kept', fail)).toEqual(block('kept, highlighted'));
    next.highlight('js', 'new', () => block('new, highlighted'));
    await next.save();
    expect(highlightCache('v1', file).has('js', 'dropped')).toBe(false);
    expect(highlightCache('v1', file).has('js', 'new')).toBe(true);
    expect(highlightCache('v2', file).has('js', 'kept')).toBe(false);

    await writeFile(file, '{"version":"v1","blo');
    expect(highlightCache('v1', file).has('js', 'kept')).toBe(false);
  });

  it('keeps the blocks of a page the render cache served, without highlighting them', async () => {
    const file = await savedBuild('cached page', 'deleted page');
    const next = highlightCache('v1', file);
    next.keep([next.keyOf('js', 'cached page'), next.keyOf('js', 'never highlighted')]);
    next.highlight('js', 'edited page', () => block('edited page, highlighted'));
    await next.save();
    const saved = highlightCache('v1', file);
    expect(['cached page', 'edited page', 'never highlighted', 'deleted page'].map((source) => saved.has('js', source))).toEqual([true, true, false, false]);
  });

  it('writes nothing, and reads nothing, when the build highlighted no block', async () => {
    // 'unused': a block this build does not use; written anew, the file would lose it.
    const file = await savedBuild('cached page', 'unused');
    const before = await readFile(file, 'utf8');
    // A file the build would fail to read: it is not read.
    await writeFile(file, '{"version":"v1","blo');
    const served = highlightCache('v1', file);
    served.keep([served.keyOf('js', 'cached page')]);
    await served.save();
    expect(await readFile(file, 'utf8')).toBe('{"version":"v1","blo');
    await writeFile(file, before);
    const unchanged = highlightCache('v1', file);
    expect(unchanged.highlight('js', 'cached page', () => expect.fail('highlighted again'))).toEqual(block('cached page, highlighted'));
    await unchanged.save();
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('saves the blocks another thread highlighted and handed over', async () => {
    const file = join(await tree({}), 'highlight.json');
    const worker = highlightCache('v1', '/nonexistent/highlight.json');
    worker.highlight('js', 'in a worker', () => block('worker block'));
    worker.highlight('js', 'on another page', () => block('other block'));
    const main = highlightCache('v1', file);
    const handed = worker.blocksOf([worker.keyOf('js', 'in a worker'), worker.keyOf('js', 'never highlighted')]);
    expect(Object.values(handed)).toEqual([block('worker block')]);
    main.adopt(handed);
    await main.save();
    const saved = highlightCache('v1', file);
    expect(saved.highlight('js', 'in a worker', () => expect.fail('highlighted again'))).toEqual(block('worker block'));
    expect(saved.has('js', 'never highlighted')).toBe(false);
  });
});
