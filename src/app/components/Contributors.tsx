import type { Contributor } from '../../shared/content';
import { Avatar } from './Avatar';
import { useInView } from './useInView';
import './Contributors.css';

/** The spec's avatar size, in pixels, asked of GitHub. */
const AVATAR_SIZE = 90;

export function avatarUrl(handle: string): string {
  return `https://github.com/${handle}.png?size=${AVATAR_SIZE}`;
}

/**
 * The people who wrote the page, most commits first. A GitHub account links to its profile and shows
 * its avatar, loaded once the list is in view; a name from the history alone shows initials.
 */
export function Contributors({ people }: { people: Contributor[] }) {
  const [listRef, inView] = useInView<HTMLUListElement>();
  return (
    <section className="doc-section" aria-labelledby="doc-contributors">
      <h2 id="doc-contributors">Contributors</h2>
      <ul className="contributors" ref={listRef}>
        {people.map(({ name, github }) => (
          <li key={github ?? name}>
            {github ? (
              <a className="contributors__person" href={`https://github.com/${github}`}>
                <Avatar className="contributors__avatar" src={inView ? avatarUrl(github) : undefined} name={github} size={AVATAR_SIZE} />
                <span>{`@${github}`}</span>
              </a>
            ) : (
              <span className="contributors__person">
                <Avatar className="contributors__avatar" name={name} size={AVATAR_SIZE} />
                <span>{name}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
