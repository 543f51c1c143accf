import { contentPathToUrl } from '../../shared/urls';
import { paths as projectPaths } from '../paths';
import { parseFrontMatter } from './front-matter';
import { readPackageManifest, repositoryUrl } from './package-readme';

/** A page rendered from an npm package's README, as other READMEs may link to it. */
export interface PackagePage {
  url: string;
  /** The package's own repository, e.g. `https://github.com/webpack/css-loader` (none for a monorepo). */
  repo?: string;
}

/**
 * Every page that names a `package:`, by package name: READMEs link to each other's repositories
 * and npm pages, and those links should stay on the site. A file whose front matter is broken is
 * skipped here; loading it reports the error with its line.
 */
export async function findPackagePages(
  /** Each content file's text, by its path from the content folder. */
  sources: ReadonlyMap<string, string>,
  projectRoot: string = projectPaths.root,
): Promise<Map<string, PackagePage>> {
  const found = await Promise.all(
    [...sources].map(async ([path, source]) => {
      if (!/^package\s*:/m.test(source)) return undefined;
      let name: string | undefined;
      try {
        name = parseFrontMatter(path, source).frontMatter.package;
      } catch {
        return undefined;
      }
      if (!name) return undefined;
      const repository = (await readPackageManifest(name, projectRoot))?.pkg.repository;
      // A monorepo's address names many packages, so a link to it is not a link to this one.
      const monorepo = typeof repository === 'object' && repository.directory !== undefined;
      const repo = monorepo ? undefined : repositoryUrl(repository);
      return [name, { url: contentPathToUrl(path), ...(repo && { repo }) }] as const;
    }),
  );
  return new Map(found.filter((pair) => pair !== undefined));
}
