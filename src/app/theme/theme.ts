import { writeStored } from '../storage';
/** Light or dark, saved in local storage and applied as `data-theme` on `<html>`. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs inline in `<head>` before the first paint, so a saved dark theme never flashes light.
 * Without a saved choice it follows the system setting. Kept tiny and dependency-free.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=="dark"&&t!=="light")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.dataset.theme=t}catch(e){}`;

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeStored(THEME_STORAGE_KEY, theme);
}
