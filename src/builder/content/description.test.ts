import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, descriptionFromHtml } from './description';

describe('descriptionFromHtml', () => {
  it('takes the first paragraph with text, without markup or entities', () => {
    expect(descriptionFromHtml('<div class="heading"><h2>X</h2></div><p></p><p>Use <code>output.path</code> &amp; <a href="/a/">more</a>.</p><p>Second.</p>')).toBe(
      'Use output.path & more.',
    );
  });

  it('leaves out the hidden label of an external link', () => {
    expect(descriptionFromHtml('<p>See <a href="https://developer.mozilla.org/" class="external-link">MDN<span class="external-link__label visually-hidden"> (opens external site)</span></a>.</p>')).toBe(
      'See MDN.',
    );
  });

  it('cuts a long paragraph at a word boundary', () => {
    const text = 'word '.repeat(100);
    const description = descriptionFromHtml(`<p>${text}</p>`)!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description).toMatch(/^word( word)+…$/);
  });

  it('gives nothing for a page without paragraphs', () => {
    expect(descriptionFromHtml('<ul><li>only a list</li></ul>')).toBeUndefined();
  });
});
