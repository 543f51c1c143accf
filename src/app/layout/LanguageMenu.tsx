import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { siteConfig } from '../../../site.config';
import './LanguageMenu.css';

/**
 * English and Chinese, each a separate site: the links keep the current path. Opens on hover
 * or click; Escape or moving focus elsewhere closes it; arrow keys move between the choices.
 */
export function LanguageMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A click that comes with the pointer arriving (hover opened the menu a moment ago) must not close it again.
  const hoveredAt = useRef(0);
  const [current] = siteConfig.languages;

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.language-menu__list a') ?? [])];
  const focusItem = (index: number) => {
    const items = links();
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wait for the list to be shown before moving focus into it.
      requestAnimationFrame(() => focusItem(at === -1 ? (step === 1 ? 0 : -1) : at + step));
    }
  };

  return (
    <div
      ref={root}
      className={`language-menu${open ? ' language-menu--open' : ''}`}
      onMouseEnter={() => {
        hoveredAt.current = performance.now();
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="language-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Language: ${current?.title ?? 'English'}`}
        onClick={() => {
          const justHovered = performance.now() - hoveredAt.current < 400;
          hoveredAt.current = 0;
          setOpen((wasOpen) => (justHovered ? true : !wasOpen));
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z"
          />
        </svg>
        <span className="language-menu__code" aria-hidden="true">
          {current?.code.toUpperCase()}
        </span>
      </button>
      <ul id={listId} className="language-menu__list" hidden={!open}>
        {siteConfig.languages.map((language) => (
          <li key={language.code}>
            <a href={`${language.url}${pathname}`} hrefLang={language.code} lang={language.code} aria-current={language === current ? 'true' : undefined}>
              {language.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
