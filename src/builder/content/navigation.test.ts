import { describe, expect, it } from 'vitest';
import { readingOrder, type PageEntry } from '../../shared/content';
import { buildCatalog, buildSectionNav, catalogMarkdown, neighbours, pagesBySection, sectionAnchors } from './navigation';

const page = (url: string, title: string, sort: number, group?: string): PageEntry => ({
  type: 'file',
  path: `${url.slice(1, -1)}.md`,
  name: url.split('/').at(-2) ?? '',
  size: 1,
  extension: '.md',
  url,
  title,
  sort,
  anchors: [{ title: `${title} anchor`, id: 'anchor', level: 2 }],
  contributors: [],
  ...(group !== undefined && { group }),
});

const pages = [
  page('/guides/zeta/', 'Zeta', 1),
  page('/guides/caching/', 'Caching', 4, 'Optimisation'),
  page('/guides/alpha/', 'Alpha', 1),
  page('/guides/', 'Guides', 99),
  page('/guides/tree-shaking/', 'Tree Shaking', 3, 'Optimisation'),
  page('/guides/typescript/', 'TypeScript', 2, 'Integrations'),
];

describe('section navigation', () => {
  const nav = buildSectionNav('guides', 'Guides', pages);

  it('puts the index first, then ungrouped pages, then groups by their lowest sort', () => {
    // Within a group and among ungrouped pages: by sort, then by title.
    expect(nav.groups.map((group) => [group.title, group.items.map((item) => item.title)])).toEqual([
      [undefined, ['Guides', 'Alpha', 'Zeta']],
      ['Integrations', ['TypeScript']],
      ['Optimisation', ['Tree Shaking', 'Caching']],
    ]);
  });

  it('counts each page anchors in its sidebar item, and lists them apart by URL', () => {
    expect(nav.groups[1]?.items[0]).toEqual({ title: 'TypeScript', url: '/guides/typescript/', sort: 2, group: 'Integrations', anchorCount: 1 });
    const withoutAnchors = { ...page('/guides/plain/', 'Plain', 5), anchors: [] };
    expect(sectionAnchors([pages[5]!, withoutAnchors])).toEqual({ '/guides/typescript/': [{ title: 'TypeScript anchor', id: 'anchor', level: 2 }] });
  });

  it('links previous and next pages in sidebar order, within the section', () => {
    const order = readingOrder(nav);
    expect(neighbours(order, '/guides/')).toEqual({ next: { title: 'Alpha', url: '/guides/alpha/' } });
    expect(neighbours(order, '/guides/typescript/')).toEqual({
      previous: { title: 'Zeta', url: '/guides/zeta/' },
      next: { title: 'Tree Shaking', url: '/guides/tree-shaking/' },
    });
    expect(neighbours(order, '/guides/caching/')).toEqual({
      previous: { title: 'Tree Shaking', url: '/guides/tree-shaking/' },
    });
  });

  it('splits pages by their first path segment', () => {
    const sections = pagesBySection([...pages, page('/license/', 'License', 0)]);
    expect([...sections.keys()]).toEqual(['guides', 'license']);
    expect(sections.get('guides')).toHaveLength(6);
  });
});

describe('section catalog', () => {
  const entries = [
    ...pages,
    { ...page('/guides/css-loader/', 'css-loader', 5, 'Optimisation'), package: { name: 'css-loader', version: '7.1.5' } },
  ].map((entry) => (entry.url === '/guides/alpha/' ? { ...entry, description: 'A long description.', summary: 'Short.' } : entry));
  const catalog = buildCatalog(buildSectionNav('guides', 'Guides', entries), new Map(entries.map((entry) => [entry.url, entry])));

  it('lists every page but the index, by sidebar group and in sidebar order', () => {
    expect(catalog.map((group) => [group.title, group.items.map((item) => item.title)])).toEqual([
      [undefined, ['Alpha', 'Zeta']],
      ['Integrations', ['TypeScript']],
      ['Optimisation', ['Tree Shaking', 'Caching', 'css-loader']],
    ]);
  });

  it('says what each page is for with its summary, else its description, and names its package version', () => {
    expect(catalog[0]?.items[0]).toEqual({ title: 'Alpha', url: '/guides/alpha/', summary: 'Short.' });
    expect(catalog[2]?.items[2]).toEqual({
      title: 'css-loader',
      url: '/guides/css-loader/',
      package: { name: 'css-loader', version: '7.1.5' },
    });
  });

  it('writes it as markdown: a heading per group, a version column only where packages are listed', () => {
    const markdown = catalogMarkdown('Guides', [
      ...catalog,
      { title: 'Pipes', items: [{ title: 'A | B', url: '/guides/pipes/', summary: 'One |\ntwo' }] },
    ]);
    expect(markdown).toBe(
      [
        '## All guides',
        '| Page | What it is for |\n| --- | --- |\n| [Alpha](/guides/alpha/) | Short. |\n| [Zeta](/guides/zeta/) |  |',
        '### Integrations',
        '| Page | What it is for |\n| --- | --- |\n| [TypeScript](/guides/typescript/) |  |',
        '### Optimisation',
        '| Page | Version | What it is for |\n| --- | --- | --- |\n| [Tree Shaking](/guides/tree-shaking/) |  |  |\n' +
          '| [Caching](/guides/caching/) |  |  |\n| [css-loader](/guides/css-loader/) | `7.1.5` |  |',
        '### Pipes',
        '| Page | What it is for |\n| --- | --- |\n| [A \\| B](/guides/pipes/) | One \\| two |',
      ].join('\n\n') + '\n',
    );
  });
});
