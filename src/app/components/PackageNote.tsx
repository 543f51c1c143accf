import type { PackageRef } from '../../shared/content';
import './PackageNote.css';

/** Says where a page rendered from an npm package's README comes from, and in which version. */
export function PackageNote({ pkg, repo, source }: { pkg: PackageRef; repo?: string; source?: string }) {
  const npm = `https://www.npmjs.com/package/${pkg.name}/v/${pkg.version}`;
  return (
    <aside className="package-note" aria-label="About this package">
      <p>
        The text below is the README of <strong>{pkg.name}</strong> <span className="package-note__version">{pkg.version}</span>,
        rendered from the published package when this site was built.
      </p>
      <ul className="package-note__links">
        <li>
          <a href={npm}>npm</a>
        </li>
        {repo && (
          <li>
            <a href={repo}>Repository</a>
          </li>
        )}
        {source && (
          <li>
            <a href={source}>README source</a>
          </li>
        )}
      </ul>
    </aside>
  );
}
