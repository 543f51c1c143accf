import { describe, expect, it } from 'vitest';
import { idPrefixOf, prefixIds } from './printable-ids';

describe('prefixIds', () => {
  it('prefixes ids and the in-page links to them, and leaves other links alone', () => {
    const html = '<h2 id="entry">Entry</h2><a href="#entry">#</a><a href="/concepts/#x">x</a><a href="https://example.com/#y">y</a>';
    expect(prefixIds(html, idPrefixOf('concepts/output.md'))).toBe(
      '<h2 id="concepts-output--entry">Entry</h2><a href="#concepts-output--entry">#</a><a href="/concepts/#x">x</a><a href="https://example.com/#y">y</a>',
    );
  });

  it("prefixes the ids a tab and its panel name each other by", () => {
    const html = '<button role="tab" id="t" aria-controls="p">npm</button><div role="tabpanel" id="p" aria-labelledby="t"></div>';
    expect(prefixIds(html, 'guides-x')).toBe(
      '<button role="tab" id="guides-x--t" aria-controls="guides-x--p">npm</button><div role="tabpanel" id="guides-x--p" aria-labelledby="guides-x--t"></div>',
    );
  });
});
