import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { buildContentIndex } from './content-index';
import { readContentHistory } from './git-history';

const run = promisify(execFile);
const tree = useTempTree('git-history-');

const page = (title: string, text = '') => `---\ntitle: ${title}\n---\n\n${text}\n`;

/**
 * A repository whose `content/` two people wrote, one with a GitHub no-reply address: the first commit
 * adds every file (Ada), then output.md has three commits by Octo Cat and a last one by Ada.
 */
async function repository(): Promise<string> {
  const dir = await tree({ 'content/concepts/index.md': page('Concepts'), 'content/concepts/output.md': page('Output'), 'README.md': 'repo' });
  const git = (args: string[], env: Record<string, string> = {}) => run('git', ['-C', dir, ...args], { env: { ...process.env, ...env } });
  const commit = async (author: string, email: string, date: string, file: string, text: string) => {
    await run('sh', ['-c', `printf '%s' "$1" > "$2"`, 'sh', text, join(dir, file)]);
    await git(['add', '-A']);
    await git(['commit', '-q', '-m', `edit ${file}`], {
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: email,
      GIT_COMMITTER_DATE: date,
    });
  };
  await git(['init', '-q']);
  await commit('Ada Example', 'ada@example.org', '2026-01-05T10:00:00Z', 'content/concepts/index.md', page('Concepts'));
  await commit('Octo Cat', '583231+octocat@users.noreply.github.com', '2026-02-10T10:00:00Z', 'content/concepts/output.md', page('Output', 'One.'));
  await commit('Octo Cat', '583231+octocat@users.noreply.github.com', '2026-03-15T10:00:00Z', 'content/concepts/output.md', page('Output', 'Two.'));
  await commit('Octo Cat', '583231+octocat@users.noreply.github.com', '2026-03-16T10:00:00Z', 'content/concepts/output.md', page('Output', 'Two and a half.'));
  await commit('Ada Example', 'ada@example.org', '2026-04-20T23:30:00Z', 'content/concepts/output.md', page('Output', 'Three.'));
  await commit('Bo Example', 'bo@example.org', '2026-05-01T10:00:00Z', 'README.md', 'outside the content');
  return dir;
}

describe('readContentHistory', () => {
  it('gives each content file its authors, most commits first, and the date of its last change', async () => {
    const history = await readContentHistory(join(await repository(), 'content'));
    expect(history.missing).toBeUndefined();
    expect(history.of('concepts/output.md')).toEqual({
      // A GitHub account only from a no-reply address; a name from the history alone has none.
      authors: [{ name: 'Octo Cat', github: 'octocat' }, { name: 'Ada Example' }],
      lastUpdated: '2026-04-20',
    });
    expect(history.of('concepts/index.md')).toEqual({ authors: [{ name: 'Ada Example' }], lastUpdated: '2026-01-05' });
    expect(history.of('README.md')).toBeUndefined();
  });

  it('has none, and says why once, in a shallow clone and outside a repository', async () => {
    const source = await repository();
    const shallow = join(await tree({}), 'clone');
    await run('git', ['clone', '-q', '--depth', '1', `file://${source}`, shallow]);
    const cut = await readContentHistory(join(shallow, 'content'));
    expect(cut.missing).toMatch(/shallow clone/);
    expect(cut.of('concepts/output.md')).toBeUndefined();
    const outside = await readContentHistory(await tree({ 'concepts/output.md': page('Output') }));
    expect(outside.missing).toMatch(/not in a git repository/);
  });

  it('has none, and says why, in a repository with no commits yet', async () => {
    const dir = await tree({ 'content/concepts/output.md': page('Output') });
    await run('git', ['-C', dir, 'init', '-q']);
    await run('git', ['-C', dir, 'add', '-A']);
    const young = await readContentHistory(join(dir, 'content'));
    expect(young.missing).toMatch(/no commits yet/);
    expect(young.of('concepts/output.md')).toBeUndefined();
  });

  it('reads the history on a detached HEAD and in a linked worktree', async () => {
    const source = await repository();
    // Detached at Ada's last change of output.md (README's commit left out), then a worktree one commit further back.
    await run('git', ['-C', source, 'checkout', '-q', '--detach', 'HEAD~1']);
    const detached = await readContentHistory(join(source, 'content'));
    expect(detached.missing).toBeUndefined();
    expect(detached.of('concepts/output.md')?.lastUpdated).toBe('2026-04-20');
    const linked = join(await tree({}), 'linked');
    await run('git', ['-C', source, 'worktree', 'add', '-q', '--detach', linked, 'HEAD~1']);
    const worktree = await readContentHistory(join(linked, 'content'));
    expect(worktree.missing).toBeUndefined();
    expect(worktree.of('concepts/output.md')).toEqual({ authors: [{ name: 'Octo Cat', github: 'octocat' }, { name: 'Ada Example' }], lastUpdated: '2026-03-16' });
  });

  it('gives a page no commit has touched yet no history, beside pages that have one', async () => {
    const dir = await repository();
    await run('sh', ['-c', `printf '%s' "$1" > "$2"`, 'sh', page('Draft'), join(dir, 'content/concepts/draft.md')]);
    const history = await readContentHistory(join(dir, 'content'));
    expect(history.of('concepts/draft.md')).toBeUndefined();
    expect(history.of('concepts/index.md')?.lastUpdated).toBe('2026-01-05');
    const index = await buildContentIndex({ root: join(dir, 'content') });
    const draft = index.pages.find((loaded) => loaded.entry.url === '/concepts/draft/')!.entry;
    expect(draft.contributors).toEqual([]);
    expect(draft).not.toHaveProperty('lastUpdated');
  });

  it('fills the entries: contributors from the history after the front matter’s, and "Last updated"', async () => {
    const dir = await repository();
    await run('sh', ['-c', `printf '%s' "$1" > "$2"`, 'sh', '---\ntitle: Output\ncontributors: [sokra, octocat]\n---\n\nThree.\n', join(dir, 'content/concepts/output.md')]);
    const index = await buildContentIndex({ root: join(dir, 'content') });
    const output = index.pages.find((loaded) => loaded.entry.url === '/concepts/output/')!.entry;
    expect(output.contributors).toEqual([{ name: 'sokra', github: 'sokra' }, { name: 'octocat', github: 'octocat' }, { name: 'Ada Example' }]);
    expect(output.lastUpdated).toBe('2026-04-20');
    expect(index.historyMissing).toBeUndefined();
    const bare = await buildContentIndex({ root: await tree({ 'concepts/index.md': page('Concepts') }) });
    expect(bare.pages[0]!.entry).not.toHaveProperty('lastUpdated');
    expect(bare.pages[0]!.entry.contributors).toEqual([]);
    expect(bare.historyMissing).toMatch(/not in a git repository/);
  });
});
