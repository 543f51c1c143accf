import { PRINTABLE_SECTIONS } from './sections';
import { printableUrl } from './urls';

/** Routes the app renders itself, without a content file behind them. */
export const APP_ROUTES = {
  splash: '/',
  vote: '/vote/',
  playground: '/playground/',
  appShell: '/app-shell/',
} as const;

/** The URL the not-found page is rendered for: one `404.html` answers every unknown path. */
export const NOT_FOUND_URL = '/404/';

/** Every URL that exists besides content pages: app routes and printable sections. */
export const NON_CONTENT_URLS: readonly string[] = [
  ...Object.values(APP_ROUTES),
  ...PRINTABLE_SECTIONS.map(printableUrl),
];
