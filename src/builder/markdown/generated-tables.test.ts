import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { frontMatterSchema } from '../content/front-matter';
import { frontMatterFields } from './front-matter-fields';
import { renderMarkdown } from './render';

async function tableOf(directive: string): Promise<string[][]> {
  const { code } = await renderMarkdown({ file: 'content/contribute/x.md', contentPath: 'contribute/x.md', body: `Before.\n\n::${directive}\n\nAfter.\n` });
  const rows = new JSDOM(code).window.document.querySelectorAll('table tr');
  return [...rows].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('tables generated from their source of truth', () => {
  it('lists every front matter field the build accepts, with its type, whether it is required and a description', async () => {
    const rows = await tableOf('front-matter-fields');
    expect(rows[0]).toEqual(['Field', 'Type', 'Required', 'What it does']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(Object.keys(frontMatterSchema.shape));
    expect(rows.find((row) => row[0] === 'title')?.slice(1, 3)).toEqual(['string', 'yes']);
    expect(rows.find((row) => row[0] === 'related')?.[1]).toBe('list of { title, url }');
    expect(rows.find((row) => row[0] === 'repo')?.[1]).toBe('URL');
    expect(rows.find((row) => row[0] === 'summary')?.slice(2)).toEqual(['no', expect.stringContaining('140 characters')]);
  });

  it('keeps an unknown `::name` in a package README as the text it came from', async () => {
    const { code } = await renderMarkdown({ file: 'README.md', contentPath: 'plugins/x.md', body: 'Before.\n\n::v-deep\n\nAfter.\n', readme: {} });
    expect(new JSDOM(code).window.document.body.textContent).toContain('::v-deep');
  });

  it('requires a description on every field, so the writers’ table cannot have an empty row', () => {
    expect(frontMatterFields().filter((field) => field.description === '').map((field) => field.name)).toEqual([]);
  });

  it('still renders the CLI flag table, each flag linked to its option', async () => {
    const rows = await tableOf('webpack-cli-flags');
    expect(rows[0]).toEqual(['Flag', 'Value', 'Sets option']);
    expect(rows).toContainEqual(['--output-filename', 'string', 'output.filename']);
  });

  it('rejects an unknown table in our own pages, naming the ones there are', async () => {
    await expect(tableOf('no-such-table')).rejects.toThrow('unknown generated table "::no-such-table": use one of ::webpack-cli-flags, ::front-matter-fields');
  });
});
