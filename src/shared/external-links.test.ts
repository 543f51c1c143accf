import { describe, expect, it } from 'vitest';
import { isExternalHref } from './external-links';

describe('isExternalHref', () => {
  const origin = 'https://webpack.js.org';

  it('is true for http(s) addresses on other hosts', () => {
    expect(isExternalHref('https://developer.mozilla.org/en-US/docs/Web/API/fetch', origin)).toBe(true);
    expect(isExternalHref('http://github.com/webpack/webpack', origin)).toBe(true);
  });

  it('is false for the site itself, relative links, anchors and other schemes', () => {
    expect(isExternalHref('https://webpack.js.org/concepts/', origin)).toBe(false);
    expect(isExternalHref('/concepts/output/', origin)).toBe(false);
    expect(isExternalHref('#entry', origin)).toBe(false);
    expect(isExternalHref('mailto:someone@example.com', origin)).toBe(false);
    expect(isExternalHref('https://', origin)).toBe(false);
  });
});
