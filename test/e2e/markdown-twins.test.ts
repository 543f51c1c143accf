import { describe, expect, inject, it } from 'vitest';
import { siteConfig } from '../../site.config';
import { articleMdast } from '../../src/builder/prerender/article-mdast';
import { hastMdast } from '../../src/builder/prerender/page-markdown';
import { readingOrder } from '../../src/shared/content';
import { APP_ROUTES } from '../../src/shared/routes';
import { markdownUrl } from '../../src/shared/urls';

const base = inject('baseUrl');
const pages = inject('pages');
const navs = inject('navs');

const text = async (path: string) => {
  const response = await fetch(base + path);
  expect(response.status, path).toBe(200);
  return { type: response.headers.get('content-type'), body: await response.text() };
};

/** The text of a Markdown file outside fenced code blocks and code spans (an escaped backtick opens none). */
const outsideCode = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
/** An HTML tag (an escaped `\<` is text; `<https://…>` is an autolink). */
const HTML_TAG = /(?<!\\)<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/;

/** A page document's article body: the element the twin is made from, as the prerender rendered it. */
function pageBody(html: string): string {
  const start = html.indexOf('<div class="markdown" data-page-body="">');
  if (start < 0) throw new Error('no page body');
  const divs = /<(\/?)div\b[^>]*>/g;
  divs.lastIndex = start;
  let depth = 0;
  for (let match = divs.exec(html); match; match = divs.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error('no page body');
}

describe('Markdown twins and llms.txt', () => {
  it("reads the pages' bodies on the twins' fast path, into the tree the general path makes of each", async () => {
    const general: string[] = [];
    for (const page of pages) {
      const body = pageBody((await text(page.url)).body);
      const url = new URL(page.url, siteConfig.origin);
      const fast = articleMdast(body, url);
      if (fast) expect(fast, page.url).toEqual(hastMdast({ path: page.url }, body, url));
      else general.push(page.url);
    }
    // A page may hold what only the general path reads (article-mdast.ts), but hardly any should.
    expect(general.length, `on the general path: ${general.join(', ')}`).toBeLessThanOrEqual(pages.length / 20);
  });

  it('gives every documentation page in the sitemap a Markdown twin: title first, text/markdown, no HTML outside code', async () => {
    const sitemap = (await text('/sitemap.xml')).body;
    expect(sitemap).not.toContain('.md<');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(siteConfig.origin.length));
    const appRoutes: string[] = Object.values(APP_ROUTES);
    const documentation = listed.filter((url) => !appRoutes.includes(url));
    expect(documentation.sort()).toEqual(pages.map((page) => page.url).sort());
    const titles = new Map(pages.map((page) => [page.url, page.title]));
    await Promise.all(
      documentation.map(async (url) => {
        const { type, body } = await text(markdownUrl(url));
        expect(type, url).toBe('text/markdown; charset=utf-8');
        expect(body.startsWith(`# ${titles.get(url)}\n`), url).toBe(true);
        expect(outsideCode(body), url).not.toMatch(HTML_TAG);
      }),
    );
  });

  it('keeps generated tables and callouts as Markdown, with links absolute to the site', async () => {
    const cli = (await text('/api/cli.md')).body;
    // The flag table generated from webpack-cli: one row per flag, each linked to the option it sets.
    expect(cli).toMatch(/^\| `--output-path`.*\]\(https:\/\/webpack\.js\.org\/configuration\/output\/#outputpath\)/m);
    const output = (await text('/concepts/output.md')).body;
    expect(output).toContain('```js title="webpack.config.js"\n');
    expect(output).toContain('](https://webpack.js.org/configuration/output/#outputpath)');
    expect(output).not.toContain('](/');
    expect(output).not.toContain('Section titled');
  });

  it('lists every page once in llms.txt, section by section in sidebar order, each linking to its twin', async () => {
    const { type, body } = await text('/llms.txt');
    expect(type).toBe('text/plain; charset=utf-8');
    expect(body.startsWith(`# ${siteConfig.name}\n\n> ${siteConfig.description}\n`)).toBe(true);
    const links = [...body.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    expect(links.every((link) => link.startsWith(`${siteConfig.origin}/`))).toBe(true);
    const linked = links.map((link) => link.slice(siteConfig.origin.length));
    expect([...linked].sort()).toEqual(pages.map((page) => markdownUrl(page.url)).sort());
    // A section's pages in the order of its sidebar.
    const concepts = readingOrder(navs.concepts!).map((link) => markdownUrl(link.url));
    expect(linked.filter((url) => url.startsWith('/concepts'))).toEqual(concepts);
    const output = pages.find((page) => page.url === '/concepts/output/')!;
    expect(body).toContain(`- [${output.title}](${siteConfig.origin}/concepts/output.md): Where webpack writes`);
  });

  it('holds every twin in llms-full.txt, in the order of llms.txt', async () => {
    const index = (await text('/llms.txt')).body;
    const full = (await text('/llms-full.txt')).body;
    let at = 0;
    for (const [, link] of index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)) {
      const twin = (await text(link!.slice(siteConfig.origin.length))).body;
      const found = full.indexOf(twin.trimEnd(), at);
      expect(found, link).toBeGreaterThanOrEqual(at);
      at = found + 1;
    }
  });

  it("names the twin in each page's document", async () => {
    const html = (await text('/concepts/output/')).body;
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/concepts/output.md">');
  });
});
