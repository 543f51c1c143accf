import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Contributor } from '../../shared/content';

const run = promisify(execFile);

/** What the history says of one content file. */
export interface FileHistory {
  /** Each distinct author (by address), most commits first. */
  authors: Contributor[];
  /** Date (YYYY-MM-DD) of the last commit that changed the file. */
  lastUpdated: string;
}

export interface ContentHistory {
  /** The history of a file, by its path from the content root; none for a file no commit has touched (so a page not yet committed shows no contributors from git and no date). */
  of(path: string): FileHistory | undefined;
  /** Why the content has no history at all (not a repository, no commits yet, a shallow clone, no git): said once in the build's log. */
  missing?: string;
}

/** `123+octocat@users.noreply.github.com` or `octocat@users.noreply.github.com`: a commit address that names a GitHub account. */
const GITHUB_NOREPLY = /^(?:\d+\+)?([a-z\d](?:[a-z\d-]{0,38}))@users\.noreply\.github\.com$/i;

const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * Reads the git history of every file under `root` in one `git log`: for each file its authors and the
 * date of its last commit. Authors are named as the history names them (`.mailmap` applied); a GitHub
 * account is known only from a no-reply address, so no picture is ever guessed from a name. A shallow
 * clone's history is cut short (its first commit seems to add every file), so it counts as none.
 */
export async function readContentHistory(root: string): Promise<ContentHistory> {
  const git = (...args: string[]) => run('git', ['-C', root, ...args], { maxBuffer: 256 * 1024 * 1024 }).then(({ stdout }) => stdout);
  let shallow: string;
  try {
    shallow = (await git('rev-parse', '--is-shallow-repository')).trim();
  } catch {
    return { of: () => undefined, missing: 'the content folder is not in a git repository (or git is not installed)' };
  }
  if (shallow === 'true') return { of: () => undefined, missing: 'the repository is a shallow clone, whose history is cut short' };
  // Right after `git init`, `git log` fails: the branch has no commits yet.
  const head = await git('rev-parse', '--verify', '--quiet', 'HEAD').catch(() => '');
  if (!head) return { of: () => undefined, missing: 'the repository has no commits yet' };
  const log = await git('log', `--format=${RECORD}%aN${FIELD}%aE${FIELD}%aI`, '--name-only', '--no-renames', '--relative', '--', '.');
  const files = new Map<string, { commits: Map<string, { name: string; count: number }>; lastUpdated: string }>();
  for (const record of log.split(RECORD).slice(1)) {
    const [header = '', ...paths] = record.split('\n');
    const [name = '', email = '', date = ''] = header.split(FIELD);
    const address = email.toLowerCase();
    for (const path of paths) {
      if (!path) continue;
      // The log is newest first: a file's first commit in it is its last change.
      let file = files.get(path);
      if (!file) files.set(path, (file = { commits: new Map(), lastUpdated: date.slice(0, 10) }));
      const author = file.commits.get(address) ?? { name, count: 0 };
      author.count++;
      file.commits.set(address, author);
    }
  }
  const histories = new Map<string, FileHistory>();
  for (const [path, { commits, lastUpdated }] of files) {
    const authors = [...commits]
      .sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name, 'en'))
      .map(([address, { name }]): Contributor => {
        const github = GITHUB_NOREPLY.exec(address)?.[1];
        return github ? { name, github } : { name };
      });
    histories.set(path, { authors, lastUpdated });
  }
  return { of: (path) => histories.get(path) };
}

/**
 * The file git appends to whenever HEAD moves (a commit, a checkout, a reset), by its absolute path:
 * the dev server watches it and reads the history again only then. None outside a repository.
 */
export async function historyChangesFile(root: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['-C', root, 'rev-parse', '--path-format=absolute', '--git-path', 'logs/HEAD']);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}
