import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../shared/content';
import { articleMdast } from './article-mdast';
import { hastMdast } from './page-markdown';

const PAGE = new URL('https://webpack.example/concepts/output/');
const ENTRY = { path: 'concepts/output.md', url: '/concepts/output/', title: 'Output' } as PageEntry;

const general = (html: string) => hastMdast(ENTRY, html, PAGE);

/** Bodies the fast path reads: each must give the general path's tree. */
const READ: Record<string, string> = {
  'page chrome, absolute links, code figures and callouts': `<div class="markdown" data-page-body="">
<p>See <a href="/configuration/output/#outputpath"><code>output.path</code></a> and <a href="#names" title=" the
 names ">names</a>.</p>
<div class="heading heading--h2"><h2 id="names">Names</h2><a class="heading__link" href="#names"><span aria-hidden="true">#</span><span class="visually-hidden">Section titled “Names”</span></a></div>
<figure class="code"><figcaption class="code__title">webpack.config.js</figcaption><pre class="shiki" tabindex="0" data-language="js"><code><span class="line"><span style="--shiki-light:#CF222E">const</span><span> a = 1 &#x3C; 2;</span></span>
<span class="line"><span>module.exports = {};</span></span></code></pre><button type="button" class="code__copy" aria-label="Copy code" data-copy-code=""></button></figure>
<div class="aside aside--tip" role="note" aria-label="Tip"><p class="aside__title">Tip</p><p>Use <strong>[contenthash]</strong>.</p></div>
<div class="aside aside--note">loose <em>text</em><p>and a paragraph</p></div>
<pre data-language="text"><code>plain &lt;text&gt;
</code></pre>
<pre>
leading line feed</pre>
</div>`,
  'whitespace around inline elements and breaks': `<p>  a <em> b </em> <strong>c</strong>d <code> e  f </code>  </p>
<p><br>x<br>y <br> </p><h3> <br>Title <kbd>Ctrl</kbd>&nbsp;+ <i>K</i> </h3>
text directly in the root <b>bold</b>
<p><span> </span></p><p><del>gone</del><s> too</s> <sup>1</sup><sub>2</sub> <time>now</time></p>`,
  'tight, loose and nested lists': `<ul>
<li>one</li>
<li>two <a href="https://example.com/">link</a>
<ul>
<li>nested</li>
</ul>
</li>
</ul>
<ol start="3">
<li>
<p>loose</p>
</li>
<li><p>also</p><pre><code>code</code></pre></li>
</ol>
<ol start="x"><li>bad start</li></ol>
<ul><li><div>a</div><div>b</div></li><li>c</li></ul>`,
  'tables: aligned, headless, uneven rows, inline code with pipes': `<table tabindex="0">
<thead>
<tr>
<th align="left">a</th>
<th align="center">b</th>
<th align="wrong">c</th>
</tr>
</thead>
<tbody>
<tr>
<td><code>x | y</code></td>
<td>two <br> lines</td>
</tr>
<tr><td>1</td><td>2</td><td>3</td><td>4</td></tr>
</tbody>
</table>
<table><tbody><tr><td>no head</td></tr></tbody></table>
<table><tbody><tr><th>head</th></tr><tr><td>in body</td></tr></tbody></table>`,
  'images, rules, quotations, sections and references': `<section class="doc-section"><h2>Posts</h2>
<blockquote>
<p>quoted &#x26; <img src="/logo.svg" alt=" the  logo " title="Logo"> after</p>
</blockquote>
<hr>
<hr/>
<p>&#128512; &#x27;single&#x27; &quot;double&quot; &apos;apos&apos; &amp;amp; &lt;tag&gt;</p>
<figure class="swatch"><span class="swatch__chip" style="background:#fff"></span><figcaption>White</figcaption></figure>
<figure class="code"><p>a code figure without code</p></figure>
<div class="aside"><p class="aside__title"></p><p>an empty title</p></div>
<p><code>bidi\u200E controls\u202E dropped</code></p>
<article><p>in an article</p></article>
</section>`,
};

/** Bodies only the general path reads, and why. */
const GENERAL: Record<string, string> = {
  'a comment': '<p>a <!-- note --> b</p>',
  'a comment in a code block': '<pre><code>a <!-- b --> c</code></pre>',
  'a bogus comment (a parser reads `<!x>` and `</1>` as comments)': '<p>a <!x> b </1> c</p>',
  'an element it does not read': '<p>press <button>this</button></p>',
  'an element without a Markdown form': '<video src="/a.mp4"></video>',
  'a block inside a paragraph (a parser closes the paragraph)': '<p>a <div>b</div> c</p>',
  'a heading inside a heading': '<h2>a <h3>b</h3></h2>',
  'a link inside a link': '<p><a href="/a">a <a href="/b">b</a></a></p>',
  'a row outside a row group': '<table><tr><td>a</td></tr></table>',
  'a cell outside a row': '<table><tbody><td>a</td></tbody></table>',
  'text in a table outside its cells': '<table><tbody>moved<tr><td>a</td></tr></tbody></table>',
  'a list item outside a list': '<div><li>a</li></div>',
  'a cell spanning columns': '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
  'a hidden element': '<p hidden>a</p>',
  'a table in a table': '<table><tbody><tr><td><table><tbody><tr><td>a</td></tr></tbody></table></td></tr></tbody></table>',
  'a link around a paragraph': '<a href="/a"><p>a</p></a>',
  'a named reference it does not know': '<p>&copy; 2024</p>',
  'a bare ampersand': '<p>fish &chips</p>',
  'a C1 control reference (HTML reads it as windows-1252)': '<p>&#x80;</p>',
  'a non-void element written as self-closing': '<p>a<span/>b</p>',
  'a carriage return': '<p>a\r\nb</p>',
  'an end tag that closes nothing open': '<p>a</span></p>',
  'an element left open': '<div><p>a</p>',
};

/** A small seeded generator (the same bodies on every run). */
function random(seed: number) {
  let state = seed;
  const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
  return { next, pick: <T,>(items: T[]) => items[Math.floor(next() * items.length)]! };
}

/** Random bodies of the elements the fast path reads, nested and spaced at random. */
function randomBody(seed: number): string {
  const { next, pick } = random(seed);
  const space = () => pick(['', '', ' ', '  ', '\n', ' \n ', '\t']);
  const word = () => pick(['a', 'b c', 'x_y', '*', '&amp;', '&#x3C;', '1.', '#', '-', '`', '|', '&nbsp;', 'é']);
  const inline = (depth: number): string => {
    let out = '';
    for (let count = Math.floor(next() * 4); count > 0; count--) {
      const roll = next();
      if (roll < 0.45 || depth > 2) out += space() + word() + space();
      else if (roll < 0.55) out += '<br>';
      else if (roll < 0.6) out += `<img src="/i.png" alt="${word()}"${next() < 0.3 ? ` title="${space()}t${space()}"` : ''}>`;
      else if (roll < 0.63) out += `<a href="#${pick(['x', 'y z', ''])}">${inline(depth + 1)}</a>`;
      else {
        const tag = pick(['a', 'strong', 'em', 'code', 'span', 'kbd', 'del', 'b', 'i', 'sup', 'time']);
        out += `<${tag}${tag === 'a' ? ' href="/x"' : ''}>${inline(depth + 1)}</${tag}>`;
      }
    }
    return out;
  };
  const blocks = (depth: number): string => Array.from({ length: 1 + Math.floor(next() * 3) }, () => space() + block(depth) + space()).join('');
  const block = (depth: number): string => {
    const roll = next();
    if (depth > 3 || roll < 0.3) return `<p>${inline(0)}</p>`;
    if (roll < 0.38) return `<h${1 + Math.floor(next() * 6)}>${inline(0)}</hN>`.replace(/<h(\d)>([\s\S]*)<\/hN>$/, '<h$1>$2</h$1>');
    if (roll < 0.48) {
      const tag = pick(['ul', 'ol']);
      const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `${space()}<li>${next() < 0.5 ? inline(0) : blocks(depth + 1)}</li>`);
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    if (roll < 0.55) return `<blockquote>${blocks(depth + 1)}</blockquote>`;
    if (roll < 0.62) {
      const title = next() < 0.5 ? '<p class="aside__title">Tip</p>' : '';
      return `<div${next() < 0.5 ? ' class="aside aside--tip"' : ''}>${title}${next() < 0.3 ? inline(0) : blocks(depth + 1)}</div>`;
    }
    if (roll < 0.7) {
      const head = next() < 0.7 ? `<thead><tr><th>${inline(2)}</th>${next() < 0.5 ? '<th align="center">h</th>' : ''}</tr></thead>` : '';
      const rows = Array.from({ length: Math.floor(next() * 3) }, () => `${space()}<tr>${Array.from({ length: 1 + Math.floor(next() * 3) }, () => `<td>${inline(2)}</td>`).join('')}</tr>`);
      return `<table>${head}<tbody>${rows.join('')}</tbody></table>`;
    }
    if (roll < 0.76) return `<figure class="code">${next() < 0.5 ? '<figcaption>f.js</figcaption>' : ''}<pre data-language="js"><code>${word()}\n${space()}</code></pre></figure>`;
    if (roll < 0.8) return pick(['<hr>', '<p></p>', '<ul><li></li></ul>', '<table><tbody><tr><td></td></tr></tbody></table>', '<div></div>', '<pre></pre>']);
    if (roll < 0.83) return `<ul><li>${inline(0)}${block(depth + 1)}${inline(0)}</li></ul>`;
    if (roll < 0.88) return inline(0);
    return `<section>${blocks(depth + 1)}</section>`;
  };
  return `<div class="markdown" data-page-body="">${blocks(0)}</div>`;
}

describe('articleMdast', () => {
  it("makes the general path's tree of 3,000 random bodies, or leaves them to it", () => {
    let read = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const html = randomBody(seed);
      const fast = articleMdast(html, PAGE);
      if (!fast) continue;
      expect(fast, html).toEqual(general(html));
      read++;
    }
    // Links in links and blocks in paragraphs are left to the general path: most bodies are read.
    expect(read).toBeGreaterThan(2000);
  });

  for (const [name, html] of Object.entries(READ)) {
    it(`makes the general path's tree of ${name}`, () => {
      const fast = articleMdast(html, PAGE);
      expect(fast).toBeDefined();
      expect(fast).toEqual(general(html));
    });
  }

  for (const [name, html] of Object.entries(GENERAL)) {
    it(`leaves ${name} to the general path`, () => {
      expect(articleMdast(html, PAGE)).toBeUndefined();
    });
  }
});
