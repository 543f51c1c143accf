import { useEffect, useRef } from 'react';
import { siteConfig } from '../../../site.config';
import { sectionOf } from '../../shared/urls';
import { isInDocumentation } from './documentation';
import { Search } from '../search/Search';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { revealInContainer } from './scroll-into-container';
import { ThemeToggle } from '../theme/ThemeToggle';
import './Header.css';

/** Top bar: logo, Documentation (with its sections, a strip that scrolls sideways on phones) and the other main links. */
export function Header({ pathname }: { pathname: string }) {
  const section = sectionOf(pathname);
  const inDocumentation = isInDocumentation(pathname);
  const tabs = useRef<HTMLUListElement>(null);
  // A link from another section can lead to a tab scrolled out of the strip.
  useEffect(() => {
    const active = tabs.current?.querySelector<HTMLElement>('.is-active');
    if (tabs.current && active) revealInContainer(tabs.current, active, 'inline');
  }, [section]);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {/* Named by its label: on phones the name beside the logo is hidden. */}
        <a className="site-header__home" href="/" aria-label={siteConfig.name}>
          <Logo />
          <span className="site-header__name">{siteConfig.name}</span>
        </a>
        <nav className="site-header__nav" aria-label="Main">
          <ul className="scroll-fade">
            <li>
              <a
                href={siteConfig.documentationUrl}
                className={inDocumentation ? 'is-active' : undefined} aria-current={inDocumentation ? 'true' : undefined}>
                {/* One of the two shows (by screen width), so the link's name is always the text on screen. */}
                <span className="site-header__long">Documentation</span>
                <span className="site-header__short">Docs</span>
              </a>
            </li>
            {siteConfig.header.map((link) => {
              const active = sectionOf(link.url) === section;
              return (
                <li key={link.url}>
                  <a href={link.url} className={active ? 'is-active' : undefined} aria-current={active ? 'true' : undefined}>
                    {link.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="site-header__tools">
          <Search />
          <LanguageMenu pathname={pathname} />
          <ThemeToggle />
          <a className="site-header__repo" href={siteConfig.repository} aria-label="webpack on GitHub">
          <svg viewBox="0 0 16 16" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38v-1.34c-2.23.49-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.05-.49.05-.49.8.06 1.23.83 1.23.83.72 1.23 1.88.87 2.34.67.07-.52.28-.87.51-1.07-1.78-.2-3.65-.89-3.65-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.28.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z"
            />
          </svg>
          </a>
        </div>
      </div>
      {inDocumentation && (
        <nav className="site-header__sections" aria-label="Documentation">
          <ul ref={tabs} className="scroll-fade">
            {siteConfig.documentationSections.map((name) => (
              <li key={name}>
                <a href={`/${name}/`} className={name === section ? 'is-active' : undefined} aria-current={name === section ? 'true' : undefined}>
                  {siteConfig.sectionTitles[name] ?? name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
