/** The page the service worker answers offline navigations with; the app then renders the real route. */
export const APP_SHELL_URL = '/app-shell/';
/** The message the update notice sends a waiting service worker to make it take over. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Where the worker is served; at the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The browser UI colour of the installed app and of the mobile address bar. */
export const THEME_COLOR = '#2B3A42';
/** Home-screen and tile icon sizes of the web manifest, in pixels. */
export const ICON_SIZES = [192, 512, 180, 150] as const;
