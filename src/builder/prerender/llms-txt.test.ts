import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../shared/content';
import { buildSectionNav } from '../content/navigation';
import { llmsFullTxt, llmsTxt, twinUrlsInOrder, type LlmsSection } from './llms-txt';

const SITE = { name: 'webpack', description: 'A module\nbundler.', origin: 'https://webpack.example' };

const page = (url: string, title: string, sort: number, fields: Partial<PageEntry> = {}): PageEntry => ({
  type: 'file',
  path: `${url.slice(1, -1)}.md`,
  name: title,
  size: 0,
  extension: '.md',
  url,
  title,
  sort,
  anchors: [],
  contributors: [],
  ...fields,
});

const section = (name: string, title: string, entries: PageEntry[]): LlmsSection => ({ nav: buildSectionNav(name, title, entries), entries });

const SECTIONS = [
  section('concepts', 'Concepts', [
    page('/concepts/output/', 'Output', 2, { description: 'Where files go: [name] and *hashes*.' }),
    page('/concepts/', 'Concepts', 0, { description: 'The core ideas.' }),
    page('/concepts/entry-points/', 'Entry Points', 1, { summary: 'Where `entry` starts the graph.' }),
  ]),
  section('glossary', 'Glossary', [page('/glossary/', 'Glossary', 0)]),
];

describe('llms.txt', () => {
  it('introduces the site, then lists each section in sidebar order, linking Markdown twins with descriptions', () => {
    expect(llmsTxt(SITE, SECTIONS)).toBe(
      [
        '# webpack',
        '',
        '> A module bundler.',
        '',
        'Every page below is the Markdown version of a page of https://webpack.example/ (the same URL with `.md` in place of its trailing slash). https://webpack.example/llms-full.txt has all of them in one file.',
        '',
        '## Concepts',
        '',
        '- [Concepts](https://webpack.example/concepts.md): The core ideas.',
        '- [Entry Points](https://webpack.example/concepts/entry-points.md): Where `entry` starts the graph.',
        '- [Output](https://webpack.example/concepts/output.md): Where files go: \\[name\\] and \\*hashes\\*.',
        '',
        '## Glossary',
        '',
        '- [Glossary](https://webpack.example/glossary.md)',
        '',
      ].join('\n'),
    );
  });

  it('puts every twin in llms-full.txt in the same order, after the title and summary', () => {
    expect(twinUrlsInOrder(SECTIONS)).toEqual(['/concepts.md', '/concepts/entry-points.md', '/concepts/output.md', '/glossary.md']);
    expect(llmsFullTxt(SITE, ['# Concepts\n\nText.\n', '# Glossary\n'])).toBe('# webpack\n\n> A module bundler.\n\n# Concepts\n\nText.\n\n# Glossary\n');
  });
});
