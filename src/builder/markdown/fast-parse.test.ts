import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Node } from 'unist';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../content/front-matter';
import { findPackagePages } from '../content/package-pages';
import { readPackageReadme } from '../content/package-readme';
import { scanContent } from '../content/scan';
import { paths } from '../paths';
import { fastParse } from './fast-parse';

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

type Loose = Record<string, unknown> & { type: string; children?: Loose[]; position?: { start: { line: number } } };

/**
 * A tree as the rest of the pipeline sees it: link and image references resolved (markdown-it
 * resolves them while parsing), definitions dropped, texts merged; the start line kept where the
 * build reports one (links, code, HTML, directives); inline code as HTML writes it. Lists compare by looseness, the one thing
 * their `spread` decides; table rows by the cells mdast-util-to-hast writes (as many as columns).
 */
function comparable(tree: Node): Loose {
  const definitions = new Map<string, Loose>();
  const collect = (node: Loose) => {
    if (node.type === 'definition' && !definitions.has(node.identifier as string)) definitions.set(node.identifier as string, node);
    node.children?.forEach(collect);
  };
  collect(tree as Loose);
  const walk = (node: Loose, parent?: Loose): Loose | undefined => {
    if (node.type === 'definition') return undefined;
    // remarkAsides writes a bare text directive (`a:b` in prose) back as the text it came from.
    if (node.type === 'textDirective' && !node.children?.length && Object.keys(node.attributes as object).length === 0) return { type: 'text', value: `:${node.name as string}` };
    const { position, spread: _spread, ...rest } = node;
    let out: Loose = rest;
    if (['link', 'image', 'code', 'html', 'containerDirective', 'heading', 'linkReference', 'imageReference'].includes(node.type)) out.line = position?.start.line;
    if (node.type === 'linkReference' || node.type === 'imageReference') {
      const definition = definitions.get(node.identifier as string)!;
      const image = node.type === 'imageReference';
      out = { type: image ? 'image' : 'link', url: definition.url, title: definition.title ?? null, line: out.line, ...(image ? { alt: node.alt } : { children: node.children }) };
    }
    // markdown-it writes a line ending in inline code as the space mdast-util-to-hast writes for it.
    if (node.type === 'inlineCode') out.value = (node.value as string).replace(/\n/g, ' ');
    if (node.type === 'list') out.loose = node.spread || node.children!.some((item) => item.spread);
    if (out.children) {
      let children = out.children;
      if (node.type === 'tableRow') {
        children = children.slice(0, (parent!.align as unknown[]).length);
        while (children.length > 1 && children[children.length - 1]!.children!.length === 0) children = children.slice(0, -1);
      }
      const merged: Loose[] = [];
      for (const child of children.map((child) => walk(child, node))) {
        const last = merged[merged.length - 1];
        if (child?.type === 'text' && last?.type === 'text') last.value = `${last.value as string}${child.value as string}`;
        else if (child) merged.push(child);
      }
      out.children = merged;
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b))) as Loose;
  };
  return walk(tree as Loose)!;
}

/** Blocks and inline syntax, to be joined at random into documents the two parsers must agree on. */
const PIECES = [
  '# Title', '## Sub *em* `code`', 'Setext\n===', 'text with **strong** and _em_ and `code`', 'a line\ncontinued', 'hard  \nbreak',
  'back\\\nslash', '- item', '- item\n\n- loose', '  - nested', '1. one', '2) two', '10. ten', '* star', '+ plus', '> quote',
  '> - quoted list', '>', '```js title="x.js"\nconst a = 1;\n```', '```\n\tindented tab\n```', '~~~\ncode\n~~~', '    indented code',
  '\tTab code', '| a | b |\n|:--|--:|\n| `x \\| y` | [l](/u) |', '| a |\n| - |', 'a | b\n--|--', '<div>\n*not em*\n</div>',
  '<span>inline</span> text', '<!-- comment -->', ':::note\ninside\n:::', ':::tip[Custom *title*]\n- x\n:::', '::::warning\n:::note\nnested\n:::\n::::',
  '::webpack-cli-flags', '[link](/a/b#c "title")', '[ref][r]\n\n[r]: /ref', '![img](/i.png "t")', '<https://auto.link/x>', '<me@mail.org>',
  '&amp; &copy; &#35;', '\\* escaped', '***', '---', '___', '', '', '', 'para', '  spaced para', '1. a\n   - b\n     ```\n     code\n     ```',
  '- a\n\n  b', '* [link](../x/)', '> :::note\n> in quote\n> :::', '<details>\n<summary>S</summary>\n\nbody\n\n</details>', '<img src="x.png">',
  'emph *a*b* c', '**a**b', '[not a link]', '[a]: /def-only', '#hash not heading', '#', '- ', '1.', '```\nunclosed', ':::note\nunclosed container',
  'word_with_under_scores', 'a <b>c</b> d', '  - two space list\n    continuation', 'see https://example.com', 'a ~tilde~', '- [ ] task', 'a:b c',
  '```js title="a\\_b&amp;c" {1}\nx\n```', '[a](/u\\_v&amp;w "t\\"x&quot;") ![i](/p&amp;q.png \'\\*\')', '<http://a.b/c&amp;d>', '€*a*€ «_b_» *c*。 _ä_ö', '&foo; &#0; &#x1F600; &nbsp;x', 'one ~ tilde', 'x:abbr[HMR] y', 'a `c`:d[e] f', '@scope/pkg and me@x.org', 'ftp://files.example.org', 'C:\\path', 'note:  value', '![a:b](i.png)',
];

function* randomDocuments(count: number, seed: number): Generator<string> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let index = 0; index < count; index++) {
    const pieces = Array.from({ length: 1 + Math.floor(random() * 8) }, () => PIECES[Math.floor(random() * PIECES.length)]!);
    yield pieces.join(random() < 0.5 ? '\n' : '\n\n');
  }
}

describe('fastParse', () => {
  it("makes remark-parse's tree of 3,000 random documents, or leaves them to remark-parse", () => {
    let fast = 0;
    for (const document of randomDocuments(3000, 1)) {
      const tree = fastParse(document);
      if (!tree) continue;
      fast++;
      expect(comparable(tree), JSON.stringify(document)).toEqual(comparable(reference.parse(document)));
    }
    // The fast path must stay the common one, or it saves nothing.
    expect(fast).toBeGreaterThan(1200);
  });

  it("makes remark-parse's tree of every content page and package README, and reads most of them itself", async () => {
    const contentPaths = (await scanContent(paths.content)).filter((path) => path.endsWith('.md'));
    const sources = new Map(contentPaths.map((path) => [path, readFileSync(join(paths.content, path), 'utf8')]));
    const pages = [...sources].map(([path, source]) => ({ file: path, body: parseFrontMatter(path, source).body }));
    const packages = [...(await findPackagePages(sources)).keys()];
    const readmes = (await Promise.all(packages.map((name) => readPackageReadme(name, paths.root)))).flatMap((readme) => (readme ? [{ file: readme.file, body: readme.markdown }] : []));
    /** Whether the fast path read the body; where it did, its tree must be remark-parse's. */
    const readFast = ({ file, body }: { file: string; body: string }) => {
      const tree = fastParse(body);
      if (tree) expect(comparable(tree), file).toEqual(comparable(reference.parse(body)));
      return tree !== undefined;
    };
    const fast = pages.filter(readFast).length;
    readmes.forEach(readFast);
    expect(readmes.length).toBeGreaterThan(20);
    expect(fast / pages.length).toBeGreaterThan(0.9);
  });

  it.each([
    ['a footnote', 'Text[^1].\n\n[^1]: Note.'],
    ['strikethrough', 'a ~~gone~~ b'],
    ['a task list', '- [x] done'],
    ['a literal autolink', 'see www.example.com'],
    ['an e-mail address', 'write to a@b.co'],
    ['a text directive with a label', 'an :abbr[HMR] here'],
    ['a text directive with attributes', 'an :abbr{title="x"} here'],
    ['two tildes', 'a ~b~ c'],
    ['directive attributes', ':::note{.wide}\ntext\n:::'],
    ['a nested container', ':::note\n:::tip\nx\n:::\n:::'],
    ['an unclosed container', ':::note\ntext'],
    ['a link definition that text follows', '[a]: /b\n    c\n\n[a]'],
    ['CR LF line endings', 'a\r\nb'],
  ])('leaves %s to remark-parse', (_, document) => {
    expect(fastParse(document)).toBeUndefined();
  });

  it('places each link on its line in a paragraph of several, a table and a callout', () => {
    const document = 'One\ntwo [a](/a)\n\n| x |\n| - |\n| [b](/b) |\n\n:::tip[Title]\nthree\nfour [c](/c)\n:::';
    const lines: number[] = [];
    const walk = (node: Loose) => (node.type === 'link' ? lines.push(node.position!.start.line) : node.children?.forEach(walk));
    walk(fastParse(document) as unknown as Loose);
    expect(lines).toEqual([2, 6, 10]);
  });
});
