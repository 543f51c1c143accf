import { describe, expect, it } from 'vitest';
import { ContentError } from './errors';
import { parseFrontMatter } from './front-matter';

const FILE = 'content/concepts/output.md';

function errorOf(source: string): ContentError {
  try {
    parseFrontMatter(FILE, source);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('parseFrontMatter', () => {
  it('reads every field and keeps body line numbers', () => {
    const source = [
      '---',
      'title: Output',
      'sort: 3',
      'group: Basics',
      'description: Where files go.',
      'contributors: [sokra, evilebottnawi]',
      'related:',
      '  - title: Entry',
      '    url: /concepts/entry-points/',
      '---',
      'Body line 11',
    ].join('\n');
    const { frontMatter, body } = parseFrontMatter(FILE, source);
    expect(frontMatter).toEqual({
      title: 'Output',
      sort: 3,
      group: 'Basics',
      description: 'Where files go.',
      contributors: ['sokra', 'evilebottnawi'],
      related: [{ title: 'Entry', url: '/concepts/entry-points/' }],
    });
    expect(body.split('\n')[10]).toBe('Body line 11');
    expect(body.split('\n').slice(0, 10).join('')).toBe('');
  });

  it('requires front matter at the top of the file', () => {
    expect(errorOf('# Hello').message).toBe(`${FILE}:1: missing front matter: the file must start with "---" and a title`);
  });

  it('reports an unclosed block', () => {
    expect(errorOf('---\ntitle: x\n').message).toMatch(/:1: front matter is not closed/);
  });

  it('reports a YAML syntax error on its line', () => {
    const error = errorOf('---\ntitle: Output\nsort: [1,\n---\n');
    expect(error.file).toBe(FILE);
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.message).toMatch(/invalid front matter/);
  });

  it('reports a missing title', () => {
    const error = errorOf('---\nsort: 1\n---\n');
    expect(error.message).toMatch(/title is required/);
    expect(error.line).toBe(2);
  });

  it('reports a wrongly typed field on its own line', () => {
    const error = errorOf('---\ntitle: Output\ngroup: Basics\nsort: first\n---\n');
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/^content\/concepts\/output\.md:4:7: invalid front matter: sort: /);
  });

  it('keeps a summary to one line of a catalog table', () => {
    const error = errorOf(`---\ntitle: Output\nsort: 1\nsummary: ${'x'.repeat(141)}\n---\n`);
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/summary must fit on one line/);
  });

  it('reports an unknown field on its line, since it is usually a typo', () => {
    const error = errorOf('---\ntitle: Output\nsrot: 1\n---\n');
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/srot/);
  });

  it('rejects contributors that are not GitHub handles', () => {
    const error = errorOf('---\ntitle: Output\ncontributors:\n  - ok-name\n  - "not a handle"\n---\n');
    expect(error.line).toBe(5);
    expect(error.message).toMatch(/GitHub usernames/);
  });
});
