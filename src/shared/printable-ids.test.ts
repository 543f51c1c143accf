import { describe, expect, it } from 'vitest';
import { idPrefixOf, prefixIds } from './printable-ids';

describe('prefixIds', () => {
  it('prefixes ids and the in-page links to them, and leaves other links alone', () => {
    const html = '<h2 id="entry">Entry</h2><a href="#entry">#</a><a href="/concepts/#x">x</a><a href="https://example.com/#y">y</a>';
    expect(prefixIds(html, idPrefixOf('concepts/output.md'))).toBe(
      '<h2 id="concepts-output--entry">Entry</h2><a href="#concepts-output--entry">#</a><a href="/concepts/#x">x</a><a href="https://example.com/#y">y</a>',
    );
  });
});
