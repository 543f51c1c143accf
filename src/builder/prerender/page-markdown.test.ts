import type { Root } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../shared/content';
import { MarkdownTwinError } from './markdown-twin-error';
import { renderMarkdown } from '../markdown/render';
import { MARKDOWN_OPTIONS, pageMarkdown } from './page-markdown';

const ORIGIN = 'https://webpack.example';

const entry = (fields: Partial<PageEntry> = {}): PageEntry => ({
  type: 'file',
  path: 'concepts/output.md',
  name: 'output',
  size: 0,
  extension: '.md',
  url: '/concepts/output/',
  title: 'Output',
  sort: 0,
  anchors: [],
  contributors: [],
  ...fields,
});

/** A body as the prerender renders it: heading with its self-link, a highlighted block with its copy button. */
const BODY = `<div class="markdown" data-page-body="">
<p>See <a href="/configuration/output/#outputpath"><code>output.path</code></a> and <a href="#names">names</a>.</p>
<div class="heading heading--h2"><h2 id="names">Names</h2><a class="heading__link" href="#names"><span aria-hidden="true">#</span><span class="visually-hidden">Section titled “Names”</span></a></div>
<figure class="code"><figcaption class="code__title">webpack.config.js</figcaption><pre class="shiki" tabindex="0" data-language="js"><code><span class="line"><span style="--shiki-light:#CF222E">const</span><span> a = 1 &lt; 2;</span></span>
<span class="line"><span>module.exports = {};</span></span></code></pre><button type="button" class="code__copy" aria-label="Copy code" data-copy-code=""></button></figure>
<div class="aside aside--tip" role="note" aria-label="Tip"><p class="aside__title">Tip</p><p>Use <strong>[contenthash]</strong>.</p></div>
<table tabindex="0"><thead><tr><th>Placeholder</th><th>Meaning</th></tr></thead><tbody><tr><td><code>[name]</code></td><td>The chunk name | or id.</td></tr></tbody></table>
<pre data-language="text"><code>plain &lt;text&gt;</code></pre>
</div>`;

describe('pageMarkdown', () => {
  it('writes a diagram as its text alternative and its caption, by either path', async () => {
    const { code } = await renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body: '```dot title="Two modules" alt="index.js imports format.js."\ndigraph { a -> b }\n```\n' });
    for (const body of [code, `${code}<!-- general -->`]) {
      const markdown = pageMarkdown(entry(), body, ORIGIN);
      expect(markdown).toContain('index.js imports format.js.\n\nTwo modules\n');
      expect(markdown).not.toMatch(/svg|digraph/);
    }
  });

  it('writes a block with added and removed lines as a diff, by either path from HTML to Markdown', () => {
    const block = (rest = '') =>
      `<figure class="code"><figcaption class="code__title">webpack.config.js</figcaption><pre class="shiki has-diff" tabindex="0" data-language="js"><code><span class="line"><span>module.exports = {</span></span>
<span class="line diff remove"><span>  mode: </span><span style="--shiki-light:#0A3069">'development'</span>,</span>
<span class="line diff add"><span>  mode: </span><span style="--shiki-light:#0A3069">'production'</span>,</span>
<span class="line"><span>};</span></span></code></pre></figure>${rest}`;
    const diff = ['```diff title="webpack.config.js"', ' module.exports = {', "-  mode: 'development',", "+  mode: 'production',", ' };', '```'].join('\n');
    expect(pageMarkdown(entry(), block(), ORIGIN)).toContain(diff);
    // A comment sends the page down the general path (parse5 and hast-util-to-mdast).
    expect(pageMarkdown(entry(), block('<!-- general -->'), ORIGIN)).toContain(diff);
  });

  it('leaves the popups of types on hover out of a block, by either path', () => {
    const block = (rest = '') =>
      `<figure class="code"><pre class="shiki twoslash lsp" tabindex="0" data-language="js"><code><span class="line"><span>module.exports = {</span></span>
<span class="line"><span>  </span><span style="--shiki-light:#0550AE"><span class="type-info" tabindex="0" aria-describedby="type-1-1">mode<span class="type-info__popup" id="type-1-1" role="tooltip"><code class="type-info__type">Configuration.mode?: "none" | "production"</code><span class="type-info__docs">Enable <strong>production</strong> &lt;optimizations> or <code>development</code> hints.</span><span class="type-info__docs">More.</span></span></span></span><span>: 'production',</span></span>
<span class="line"><span>};</span></span></code></pre></figure>${rest}`;
    const code = ['```js', 'module.exports = {', "  mode: 'production',", '};', '```'].join('\n');
    expect(pageMarkdown(entry(), block(), ORIGIN)).toContain(code);
    expect(pageMarkdown(entry(), block('<!-- general -->'), ORIGIN)).toContain(code);
  });

  it('writes title, description and body as Markdown, with absolute links and no page chrome', () => {
    const markdown = pageMarkdown(entry({ description: 'Where files go.' }), BODY, ORIGIN);
    expect(markdown).toBe(
      [
        '# Output',
        '',
        '> Where files go.',
        '',
        `See [\`output.path\`](${ORIGIN}/configuration/output/#outputpath) and [names](${ORIGIN}/concepts/output/#names).`,
        '',
        '## Names',
        '',
        '```js title="webpack.config.js"',
        'const a = 1 < 2;',
        'module.exports = {};',
        '```',
        '',
        '> **Tip**',
        '>',
        '> Use **\\[contenthash]**.',
        '',
        '| Placeholder | Meaning |',
        '| - | - |',
        '| `[name]` | The chunk name \\| or id. |',
        '',
        '```',
        'plain <text>',
        '```',
        '',
      ].join('\n'),
    );
  });

  it("names a README page's package and version", () => {
    const markdown = pageMarkdown(entry({ title: 'css-loader', package: { name: 'css-loader', version: '7.1.5' } }), '<p>Text.</p>', ORIGIN);
    expect(markdown).toBe('# css-loader\n\nThe text below is the README of css-loader 7.1.5, from its [npm package](https://www.npmjs.com/package/css-loader/v/7.1.5).\n\nText.\n');
  });

  it('refuses an element it cannot write, naming the content file', () => {
    const make = () => pageMarkdown(entry({ path: 'guides/video.md' }), '<p>Watch:</p><video src="/intro.mp4" controls></video>', ORIGIN);
    expect(make).toThrow(MarkdownTwinError);
    expect(make).toThrow(/^content\/guides\/video\.md: no Markdown version of this page can be made: <video> has no Markdown form/);
  });

  it('escapes text as mdast-util-to-markdown does, though it tries only the patterns whose character the text has', () => {
    // Every character some unsafe pattern names, where it must be escaped and where it need not be.
    const source = [
      '# A *b* _c_ snake_case_name __init__ \\_not\\_ a\\*b',
      '',
      '1. one',
      '2) two + three - four',
      '',
      '> quote with <b>html</b> &amp; &copy; `code` ~~gone~~ ~one~',
      '',
      '| a \\| b | c |',
      '| - | - |',
      '| `x \\| y` | www.example.com, https://a.b/c?d=e, me@example.com, ftp: |',
      '',
      '[link](/a_b "t") ![img](x.png) [ref][] [ref]: not a definition',
      '',
      '- [ ] task',
      '+ plus item',
      '',
      '***',
      '',
      'Setext ish',
      '===',
      '',
      '    indented code',
      '',
      'Line with trailing backslash\\',
      'and #hash, !bang, :colon, {brace}, $dollar, |pipe, ~tilde, <angle>, [bracket], (paren), .dot, =eq',
    ].join('\n');
    const tree = unified().use(remarkParse).use(remarkGfm).parse(source) as Root;
    const plain = toMarkdown(tree, { ...MARKDOWN_OPTIONS, handlers: {} });
    expect(plain).toMatch(/\\_not\\_/);
    expect(toMarkdown(tree, MARKDOWN_OPTIONS)).toBe(plain);
  });
});
