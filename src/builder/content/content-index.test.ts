import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import type { DirectoryEntry, PageEntry } from '../../shared/content';
import { buildContentIndex } from './content-index';
import { ContentBuildError } from './errors';

const contentOf = useTempTree('content-');

async function errorsOf(files: Record<string, string>): Promise<string[]> {
  const error = await buildContentIndex({ root: await contentOf(files) }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentBuildError);
  return (error as ContentBuildError).errors.map((item) => item.message);
}

const OUTPUT = `---
title: Output
sort: 2
group: Basics
description: Where webpack writes files.
contributors: [sokra]
related:
  - title: Entry points
    url: /concepts/
---

The output options. See [the index](./index.md#overview).

## Output path

Text.

### output.filename

Text.

#### Too deep for the sidebar

## Output path

Duplicate heading text gets its own id.
`;

describe('buildContentIndex', () => {
  it('renders a section catalog into the index page that asks for one, as headings and tables with checked links', async () => {
    const index = await buildContentIndex({
      root: await contentOf({
        'plugins/index.md': '---\ntitle: Plugins\ncatalog: true\n---\n\nIntro.\n',
        'plugins/b.md': '---\ntitle: B\nsort: 2\ngroup: Output\nsummary: Writes `b`.\n---\n',
        'plugins/a.md': '---\ntitle: A\nsort: 1\ngroup: Output\ndescription: Used when no summary.\n---\n',
        'loaders/index.md': '---\ntitle: Loaders\n---\n',
      }),
    });
    const plugins = index.pages.find((page) => page.entry.url === '/plugins/')!;
    expect(plugins.entry.anchors.map((anchor) => anchor.title)).toEqual(['All plugins', 'Output']);
    expect(plugins.body).toMatch(/<a href="\/plugins\/a\/">A<\/a><\/td>\s*<td>Used when no summary\.<\/td>[\s\S]*<a href="\/plugins\/b\/">B<\/a><\/td>\s*<td>Writes <code>b<\/code>\.<\/td>/);
    expect(plugins.links.map((link) => link.pathname)).toEqual(['/plugins/a/', '/plugins/b/']);
    expect(index.pages.find((page) => page.entry.url === '/loaders/')!.body).not.toContain('All loaders');
  });

  it('records every field of a page entry', async () => {
    const index = await buildContentIndex({
      root: await contentOf({
        'concepts/index.md': '---\ntitle: Concepts\n---\n\n## Overview\n',
        'concepts/output.md': OUTPUT,
      }),
    });
    const output = index.pages.find((page) => page.entry.name === 'output')!.entry;
    expect(output).toEqual<PageEntry>({
      type: 'file',
      path: 'concepts/output.md',
      name: 'output',
      size: Buffer.byteLength(OUTPUT),
      extension: '.md',
      url: '/concepts/output/',
      title: 'Output',
      sort: 2,
      group: 'Basics',
      description: 'Where webpack writes files.',
      contributors: [{ name: 'sokra', github: 'sokra' }],
      related: [{ title: 'Entry points', url: '/concepts/' }],
      anchors: [
        { title: 'Output path', id: 'output-path', level: 2 },
        { title: 'output.filename', id: 'outputfilename', level: 3 },
        { title: 'Output path', id: 'output-path-1', level: 2 },
      ],
    });
  });

  it('gives headings the same ids the anchors record, and rewrites links to content files', async () => {
    const index = await buildContentIndex({
      root: await contentOf({ 'concepts/index.md': '---\ntitle: Concepts\n---\n\n## Overview\n', 'concepts/output.md': OUTPUT }),
    });
    const { body, entry } = index.pages.find((page) => page.entry.name === 'output')!;
    for (const anchor of entry.anchors) expect(body).toContain(`id="${anchor.id}"`);
    expect(body).toContain('id="too-deep-for-the-sidebar"');
    expect(body).toContain('href="/concepts/#overview"');
  });

  it('builds the directory tree with summed sizes and folder URLs', async () => {
    const index = await buildContentIndex({
      root: await contentOf({
        'license.md': '---\ntitle: License\n---\nMIT',
        'api/index.md': '---\ntitle: API\n---\n',
        'api/hooks/compiler.md': '---\ntitle: Compiler hooks\n---\n',
      }),
    });
    const api = index.tree.children.find((node) => node.name === 'api') as DirectoryEntry;
    expect(api).toMatchObject({ type: 'directory', path: 'api', url: '/api/' });
    const hooks = api.children.find((node) => node.name === 'hooks') as DirectoryEntry;
    expect(hooks).toMatchObject({ type: 'directory', path: 'api/hooks', url: '/api/hooks/' });
    expect(hooks.children.map((node) => node.url)).toEqual(['/api/hooks/compiler/']);
    expect(api.size).toBe(api.children.reduce((sum, node) => sum + node.size, 0));
    expect(index.tree.size).toBe(index.pages.reduce((sum, page) => sum + page.entry.size, 0));
    expect(index.pages.map((page) => page.entry.url)).toContain('/license/');
  });

  it('compiles .mdx pages to a component module with the same anchors', async () => {
    const index = await buildContentIndex({
      root: await contentOf({ 'branding.mdx': '---\ntitle: Branding\n---\n\n## Colours\n\n<ColorSwatch name="Malibu" hex="#8DD6F9" />\n' }),
    });
    const [page] = index.pages;
    expect(page?.entry).toMatchObject({ extension: '.mdx', url: '/branding/', anchors: [{ id: 'colours', level: 2 }] });
    expect(page?.body).toContain('export default function MDXContent');
    expect(page?.body).toContain('ColorSwatch');
  });

  it('renders callouts, tables and highlighted code', async () => {
    const index = await buildContentIndex({
      root: await contentOf({
        'guides/index.md': [
          '---', 'title: Guides', '---', '',
          ':::warning', 'Careful.', ':::', '',
          '| a | b |', '| - | - |', '| 1 | 2 |', '',
          '```js title="webpack.config.js"', 'export default { mode: "production" };', '```',
        ].join('\n'),
      }),
    });
    const body = index.pages[0]!.body;
    expect(body).toMatch(/<div class="aside aside--warning" role="note"[^>]*><p class="aside__title">Warning<\/p>\s*<p>Careful.<\/p>/);
    expect(body).toContain('<table tabindex="0" class="scroll-fade">');
    expect(body).toContain('<figcaption class="code__title">webpack.config.js</figcaption>');
    expect(body).toMatch(/<pre class="shiki[^"]*"[^>]*data-language="js"/);
    // Reachable by keyboard, and the attribute written once (a repeated attribute is invalid HTML).
    expect(body.match(/<pre [^>]*>/)![0].match(/tabindex=/g)).toEqual(['tabindex=']);
    expect(body).toContain('--shiki-dark');
  });

  it('reports an unknown callout with its line', async () => {
    expect(await errorsOf({ 'guides/index.md': '---\ntitle: Guides\n---\n\n:::danger\nNo.\n:::\n' })).toEqual([
      expect.stringMatching(/^content\/guides\/index\.md:5:1: unknown callout ":::danger"/),
    ]);
  });

  it('reports an unknown generated table with its line', async () => {
    expect(await errorsOf({ 'guides/index.md': '---\ntitle: Guides\n---\n\nIntro.\n\n::no-such-table\n' })).toEqual([
      expect.stringMatching(/^content\/guides\/index\.md:7:1: unknown generated table "::no-such-table": use one of ::webpack-cli-flags, ::front-matter-fields/),
    ]);
  });

  it('reports an MDX syntax error and broken YAML with line and column', async () => {
    expect(
      await errorsOf({
        'a.mdx': '---\ntitle: A\n---\n\nSome <b>bold</c> text.\n',
        'b.md': '---\ntitle: B\nsort: [1\n---\n',
      }),
    ).toEqual([expect.stringMatching(/^content\/a\.mdx:5:13: Unexpected closing tag `<\/c>`/), expect.stringMatching(/^content\/b\.md:3:9: invalid front matter: Flow sequence/)]);
  });

  it('reports two files claiming one URL', async () => {
    expect(
      await errorsOf({
        'concepts/index.md': '---\ntitle: One\n---\n',
        'concepts.md': '---\ntitle: Two\n---\n',
      }),
    ).toEqual(['content/concepts/index.md:1: URL /concepts/ is already taken by content/concepts.md']);
  });

  it('reports unknown link targets and anchors with file, line and the column of the target', async () => {
    expect(
      await errorsOf({
        'concepts/index.md': '---\ntitle: Concepts\n---\n\n## Overview\n',
        'guides/index.md': [
          '---', 'title: Guides', '---', '',
          'Fine: [c](/concepts/), [anchor](/concepts/#overview), [vote](/vote/), [print](/concepts/printable/).',
          '',
          'Broken: [x](/concepts/nope/).',
          '',
          'Broken anchor: [y](/concepts/#nowhere) and [z](../concepts/missing.md).',
          '',
          '## Pre- and post-loaders',
          '',
          'On this page: [fine](#pre--and-post-loaders), [broken](#pre-and-post-loaders).',
        ].join('\n'),
      }),
    ).toEqual([
      'content/guides/index.md:7:13: unknown link target /concepts/nope/',
      'content/guides/index.md:9:20: unknown anchor #nowhere in /concepts/ (content/concepts/index.md)',
      'content/guides/index.md:9:48: unknown link target /concepts/missing/',
      'content/guides/index.md:13:56: unknown anchor #pre-and-post-loaders in /guides/ (content/guides/index.md)',
    ]);
  });

  it('reports a link to a playground preset that has no project folder', async () => {
    expect(
      await errorsOf({
        'playground/examples/first-bundle/package.json': '{}',
        'guides/index.md': [
          '---', 'title: Guides', '---', '',
          'Fine: [p](/playground/), [q](/playground/?preset=first-bundle), [r](/playground?preset=first-bundle#files).',
          '',
          'Broken: [s](/playground/?preset=first-bundel).',
        ].join('\n'),
      }),
    ).toEqual(['content/guides/index.md:7:13: unknown playground preset "first-bundel": there is no content/playground/examples/first-bundel/']);
  });

  it('collects the problems of every file at once', async () => {
    const errors = await errorsOf({
      'a.md': '---\ntitle: A\nsort: x\n---\n',
      'b.md': 'no front matter',
    });
    expect(errors).toEqual([
      expect.stringMatching(/^content\/a\.md:3:7: invalid front matter: sort/),
      expect.stringMatching(/^content\/b\.md:1: missing front matter/),
    ]);
  });
});

describe('pages rendered from a package README', () => {
  it('takes the body, links and contributors from the installed package', async () => {
    const index = await buildContentIndex({
      root: await contentOf({ 'loaders/css-loader.md': '---\ntitle: css-loader\npackage: css-loader\n---\n' }),
    });
    const [page] = index.pages;
    expect(page?.entry).toMatchObject({
      url: '/loaders/css-loader/',
      contributors: [{ name: 'sokra', github: 'sokra' }],
      repo: 'https://github.com/webpack/css-loader',
      source: 'https://github.com/webpack/css-loader/blob/HEAD/README.md',
      edit: 'https://github.com/webpack/css-loader/blob/HEAD/README.md',
      description: expect.any(String),
    });
    expect(page?.entry.anchors.map((anchor) => anchor.title)).toContain('Getting Started');
    // The banner (logos, badges and the package's own h1) is gone; so is every image.
    expect(page?.body).not.toMatch(/<img|<h1/);
    expect(page?.body).toContain('<div class="aside aside--warning" role="note"');
    expect(page?.body).toContain('href="https://github.com/webpack/css-loader/blob/HEAD/LICENSE"');
  });

  it('names the file and line of a package that is missing, a body that would be lost, or an .mdx page', async () => {
    expect(
      await errorsOf({
        'loaders/a.md': '---\ntitle: A\nsort: 1\npackage: no-such-loader-installed\n---\n',
        'loaders/b.md': '---\ntitle: B\npackage: css-loader\n---\n\nMy own words.\n',
        'loaders/c.mdx': '---\ntitle: C\npackage: css-loader\n---\n',
      }),
    ).toEqual([
      'content/loaders/a.md:4: package "no-such-loader-installed" is not installed: add it to devDependencies so its README can be rendered',
      `content/loaders/b.md:6: the page's text comes from the README of "css-loader": leave the body empty`,
      'content/loaders/c.mdx:3: a page rendered from a package README must be a .md file',
    ]);
  });
});

describe('descriptions', () => {
  it('falls back to the first paragraph when the front matter has none', async () => {
    const index = await buildContentIndex({
      root: await contentOf({ 'a.md': '---\ntitle: A\n---\n\n## Start\n\nThe first *paragraph* & more.\n\nThe second.\n' }),
    });
    expect(index.pages[0]?.entry.description).toBe('The first paragraph & more.');
  });
});
