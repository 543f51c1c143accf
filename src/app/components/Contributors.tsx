import { useState } from 'react';
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
              <Avatar handle={handle} load={inView} />
              <span>@{handle}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The handle's initial as a placeholder, covered by the picture once it has loaded. */
function Avatar({ handle, load }: { handle: string; load: boolean }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span className="contributors__avatar" data-state={load ? state : 'waiting'} aria-hidden="true">
      {handle.charAt(0).toUpperCase()}
      {load && state !== 'failed' && (
        <img
          src={avatarUrl(handle)}
          alt=""
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
