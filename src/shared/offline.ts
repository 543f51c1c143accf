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

/**
 * One entry of the service worker's precache list, as the build writes it into `sw.js` and into
 * PRECACHE_MANIFEST_URL. `fill` marks the files the worker does not download at install but in the
 * background once a page is idle (page, sidebar and body chunks, the search index).
 */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  fill?: true;
}

/**
 * Where the content's tables are served (the route table and the search index's core, see
 * src/builder/webpack/config.ts): their names stay while their content changes with the content, so
 * they are revalidated on every use instead of cached as immutable like `/assets/`.
 */
export const CONTENT_TABLES_PATH = '/tables/';

/** The build's precache list, published for tools (the benchmark, the tests); no page loads it. */
export const PRECACHE_MANIFEST_URL = '/precache-manifest.json';

/** A page asks the worker to download the next batch of the background fill (see FillReply). */
export const FILL = 'FILL';
/** Files per fill batch: one batch per idle period of the page. */
export const FILL_BATCH_SIZE = 6;
/** How long after `load` the page waits before the first batch: the reader's own requests come first. */
export const FILL_DELAY_MS = 2000;

/** The worker's answer to FILL: how the batch went and how many fill files are still not cached. */
export interface FillReply {
  fetched: number;
  failed: number;
  remaining: number;
}

/** How a page's background fill ended, recorded as a performance mark (`fillMark`) for tests and tools. */
export type FillOutcome = 'done' | 'skipped' | 'stopped';
export const fillMark = (outcome: FillOutcome) => `offline-fill-${outcome}`;

/** The parts of the Network Information API the fill looks at (Chromium only; elsewhere absent). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No background downloads for a reader who asked to save data or is on a 2G-class connection. */
export function mayFill(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
