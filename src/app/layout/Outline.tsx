import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Anchor } from '../../shared/content';
import { focusInPlace } from '../focus';
import { breakAtDots } from './break-at-dots';
import { revealInContainer } from './scroll-into-container';
import { useSectionInView } from './useSectionInView';
import './Outline.css';

/** A page with fewer headings has no outline: a single heading is no table of contents. */
const MIN_HEADINGS = 2;

export function hasOutline(anchors: Anchor[]): boolean {
  return anchors.length >= MIN_HEADINGS;
}

/**
 * "On this page": the page's h2 and h3 headings (the anchors its sidebar entry lists), marking the
 * section in view. On wide screens it stands beside the article; on narrower ones the button beside
 * the section menu opens it as a list over the article, which closes on Escape, on a press outside
 * it, or once a heading is chosen. Choosing a heading moves keyboard focus to it.
 */
export function Outline({ anchors, pathname }: { anchors: Anchor[]; pathname: string }) {
  const [state, setState] = useState({ open: false, pathname });
  // A new page closes the list.
  if (state.pathname !== pathname) setState({ open: false, pathname });
  const { open } = state;
  const current = useSectionInView(anchors);
  const toggle = useRef<HTMLButtonElement>(null);
  const outline = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = () => setState({ open: false, pathname });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!toggle.current?.contains(target) && !outline.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, pathname]);

  // A long outline scrolls on its own: the entry in view stays visible in it.
  useEffect(() => {
    const entry = outline.current?.querySelector<HTMLElement>('[aria-current="location"]');
    if (outline.current && entry) revealInContainer(outline.current, entry);
  }, [current, open]);

  // The browser follows the link (scroll and hash); focus goes to the heading, not back to the top.
  const choose = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const heading = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!heading) return;
    setState({ open: false, pathname });
    focusInPlace(heading);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="docs__bar-button outline-toggle"
        aria-expanded={open}
        aria-controls="outline"
        onClick={() => setState({ open: !open, pathname })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 6h16M8 12h12M8 18h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="docs__bar-label">On this page</span>
      </button>
      <nav id="outline" ref={outline} className={`outline${open ? ' outline--open' : ''}`} aria-labelledby="outline-title" onClick={choose}>
        <p id="outline-title" className="outline__title">
          On this page
        </p>
        <ul className="outline__list">
          {anchors.map(({ id, title, level }) => (
            <li key={id} className={`outline__item outline__item--h${level}`}>
              <a href={`#${id}`} aria-current={id === current ? 'location' : undefined}>
                {breakAtDots(title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
