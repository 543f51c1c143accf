import { useEffect, useState } from 'react';
import { applyTheme, currentTheme, type Theme } from './theme';
import './ThemeToggle.css';

/**
 * Switches between light and dark. Both icons are rendered and CSS shows the one for the
 * current theme (moon for dark, sun for light), so the prerendered button already matches
 * the theme the head script applied and hydration sees no difference.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | undefined>(undefined);
  useEffect(() => setTheme(currentTheme()), []);
  const toggle = () => {
    const next = currentTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <button type="button" className="icon-button theme-toggle" aria-label="Dark theme" aria-pressed={theme === undefined ? undefined : theme === 'dark'} onClick={toggle}>
      <svg className="theme-toggle__moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
      <svg className="theme-toggle__sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
        />
      </svg>
    </button>
  );
}
