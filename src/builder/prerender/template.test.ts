import { describe, expect, it } from 'vitest';
import { inlineJson } from './template';

describe('inlineJson', () => {
  it('keeps a string that looks like a closing tag from ending the script element', () => {
    const value = { html: '</script><script>alert(1)</script>', text: 'a < b' };
    const inline = inlineJson(value);
    expect(inline).not.toContain('<');
    expect(JSON.parse(inline)).toEqual(value);
  });
});
