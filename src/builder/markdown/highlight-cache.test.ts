import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { highlightCache } from './highlight-cache';

const tree = useTempTree('highlight-cache-');
const block = (text: string): Element => ({ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] });

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
    const file = join(await tree({}), 'highlight.json');
    const earlier = highlightCache('v1', file);
    earlier.highlight('js', 'kept', () => block('kept, highlighted'));
    earlier.highlight('js', 'dropped', () => block('dropped, highlighted'));
    await earlier.save();

    const next = highlightCache('v1', file);
    const fail = (): Element => {
      throw new Error('should have come from the cache');
    };
    expect(next.highlight('js', 'kept', fail)).toEqual(block('kept, highlighted'));
    await next.save();
    expect(highlightCache('v1', file).has('js', 'dropped')).toBe(false);
    expect(highlightCache('v2', file).has('js', 'kept')).toBe(false);

    await writeFile(file, '{"version":"v1","blo');
    expect(highlightCache('v1', file).has('js', 'kept')).toBe(false);
  });

  it('keeps the blocks of a page the render cache served, without highlighting them', async () => {
    const file = join(await tree({}), 'highlight.json');
    const earlier = highlightCache('v1', file);
    earlier.highlight('js', 'cached page', () => block('cached page, highlighted'));
    await earlier.save();
    const next = highlightCache('v1', file);
    next.keep([next.keyOf('js', 'cached page'), next.keyOf('js', 'never highlighted')]);
    await next.save();
    expect(highlightCache('v1', file).has('js', 'cached page')).toBe(true);
    expect(highlightCache('v1', file).has('js', 'never highlighted')).toBe(false);
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
