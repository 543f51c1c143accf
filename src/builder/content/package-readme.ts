import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { githubHandle } from './front-matter';

/** What a loader or plugin page takes from its npm package, read at build time and never committed. */
export interface PackageReadme {
  /** The README's markdown, as published in the installed package. */
  markdown: string;
  /** The README's path for messages, e.g. `node_modules/css-loader/README.md`. */
  file: string;
  version: string;
  description?: string;
  /** The repository's web address, e.g. `https://github.com/webpack/css-loader`. */
  repo?: string;
  /** GitHub handles named in the package's `author` and `contributors` fields. */
  contributors: string[];
}

type Person = string | { name?: string; url?: string };

export interface PackageJson {
  version: string;
  description?: string;
  repository?: string | { url?: string; directory?: string };
  author?: Person;
  contributors?: Person[];
}

/** An installed package's `package.json` and where it is, or undefined when it is not installed. */
export async function readPackageManifest(
  name: string,
  projectRoot: string,
): Promise<{ path: string; pkg: PackageJson } | undefined> {
  const require = createRequire(join(projectRoot, 'package.json'));
  let path: string;
  try {
    path = require.resolve(`${name}/package.json`);
  } catch {
    return undefined;
  }
  return { path, pkg: JSON.parse(await readFile(path, 'utf8')) as PackageJson };
}

/** Reads an installed package's README and metadata, or returns undefined when it is not installed. */
export async function readPackageReadme(name: string, projectRoot: string): Promise<PackageReadme | undefined> {
  const manifest = await readPackageManifest(name, projectRoot);
  if (!manifest) return undefined;
  const { path: manifestPath, pkg } = manifest;
  const readmePath = join(dirname(manifestPath), 'README.md');
  const markdown = await readFile(readmePath, 'utf8').catch(() => undefined);
  if (markdown === undefined) return undefined;
  const repo = repositoryUrl(pkg.repository);
  return {
    markdown,
    file: readmePath.slice(projectRoot.length + 1),
    version: pkg.version,
    ...(pkg.description && { description: pkg.description }),
    ...(repo && { repo }),
    contributors: handlesOf([pkg.author, ...(pkg.contributors ?? [])]),
  };
}

/** `owner/name`, `github:owner/name` or a git URL, as the repository's https address. */
export function repositoryUrl(repository: PackageJson['repository']): string | undefined {
  const raw = typeof repository === 'string' ? repository : repository?.url;
  if (!raw) return undefined;
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (shorthand) return `https://github.com/${shorthand[1]}`;
  const url = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(raw);
  return url ? `https://github.com/${url[1]}` : undefined;
}

/**
 * GitHub handles from package people: `Name @handle` or a `github.com/handle` URL. Names without
 * either are left out rather than guessed: a handle is shown as a profile link and an avatar.
 */
export function handlesOf(people: (Person | undefined)[]): string[] {
  const handles = new Set<string>();
  for (const person of people) {
    if (!person) continue;
    const text = typeof person === 'string' ? person : `${person.name ?? ''} ${person.url ?? ''}`;
    const handle = /(?:^|\s)@([\w-]+)/.exec(text)?.[1] ?? /github\.com\/([\w-]+)\/?(?:[\s)]|$)/.exec(text)?.[1];
    if (handle && githubHandle.test(handle)) handles.add(handle);
  }
  return [...handles];
}
