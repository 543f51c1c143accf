import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';

describe('links off the site', () => {
  it('carry the external class and a hidden "(opens external site)"; links on the site do not', async () => {
    const body = '[MDN](https://developer.mozilla.org/) [home](https://webpack.js.org/concepts/) [output](/configuration/output/) [mail](mailto:a@b.c)\n';
    const { code, sections } = await renderMarkdown({ file: 'content/x.md', contentPath: 'concepts/x.md', body });
    expect(code).toContain(
      '<a href="https://developer.mozilla.org/" class="external-link">MDN<span class="external-link__label visually-hidden"> (opens external site)</span></a>',
    );
    expect(code).toContain('<a href="https://webpack.js.org/concepts/">home</a>');
    expect(code).toContain('<a href="/configuration/output/">output</a>');
    expect(code).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(JSON.stringify(sections)).not.toContain('opens external site');
  });
});
