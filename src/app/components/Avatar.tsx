import { useState } from 'react';
import './Avatar.css';

/** Up to two initials of a name or handle, shown while a picture loads and when there is none. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface AvatarProps {
  /** The picture; none (yet) shows only the initials. */
  src?: string | null;
  name: string;
  size: number;
  className?: string;
}

/**
 * A decorative picture of a person or organisation (the surrounding link names them). The initials
 * stay underneath and the picture fades in only once it has loaded, so slow, missing and broken
 * pictures all leave a tidy placeholder.
 */
export function Avatar({ src, name, size, className = '' }: AvatarProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const shown = src && state !== 'failed';
  return (
    <span className={`avatar ${className}`} data-state={src ? state : 'waiting'} aria-hidden="true">
      {initials(name)}
      {shown && (
        <img src={src} alt="" width={size} height={size} loading="lazy" onLoad={() => setState('loaded')} onError={() => setState('failed')} />
      )}
    </span>
  );
}
