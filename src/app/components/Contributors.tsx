import { Avatar } from './Avatar';
import { useInView } from './useInView';
import './Contributors.css';

/** The spec's avatar size, in pixels, asked of GitHub. */
const AVATAR_SIZE = 90;

export function avatarUrl(handle: string): string {
  return `https://github.com/${handle}.png?size=${AVATAR_SIZE}`;
}

/** The people who wrote the page, by GitHub handle. Avatars load once the list is in view. */
export function Contributors({ handles }: { handles: string[] }) {
  const [listRef, inView] = useInView<HTMLUListElement>();
  return (
    <section className="doc-section" aria-labelledby="doc-contributors">
      <h2 id="doc-contributors">Contributors</h2>
      <ul className="contributors" ref={listRef}>
        {handles.map((handle) => (
          <li key={handle}>
            <a className="contributors__link" href={`https://github.com/${handle}`}>
              <Avatar className="contributors__avatar" src={inView ? avatarUrl(handle) : undefined} name={handle} size={AVATAR_SIZE} />
              <span>@{handle}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
