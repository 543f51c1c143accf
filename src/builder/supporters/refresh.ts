import { relative } from 'node:path';
import { paths } from '../paths';
import { newestSupportersFile, PICTURES_DIR, SUPPORTERS_DIR, writeSupportersFile } from './data-file';
import { fetchSupporters } from './open-collective';
import { savePictures } from './pictures';

/** The collective whose supporters the splash page lists. */
export const COLLECTIVE = 'webpack';

export interface FetchOptions {
  /** Where the data files go; their pictures go into its `pictures/`. */
  dir?: string;
  picturesDir?: string;
  /** Open Collective's API, or a stand-in for tests. */
  endpoint?: string;
  fetch?: typeof fetch;
  now?: Date;
}

/**
 * Reads the supporters from Open Collective, copies their pictures and writes a dated data file
 * (written whole or not at all). Throws when Open Collective cannot be read.
 */
export async function fetchSupportersFile({ dir = SUPPORTERS_DIR, picturesDir = PICTURES_DIR, endpoint, fetch: get = fetch, now = new Date() }: FetchOptions = {}) {
  const fetched = await fetchSupporters({ collective: COLLECTIVE, asOf: now, endpoint, fetch: get });
  const { supporters, missed } = await savePictures(fetched, picturesDir, { fetch: get });
  const file = await writeSupportersFile({ source: 'open-collective', collective: COLLECTIVE, fetchedAt: now.toISOString(), supporters }, dir);
  return { file, supporters: supporters.length, missed };
}

export interface BuildRefreshOptions extends FetchOptions {
  log?: (line: string) => void;
  /** Fetched data younger than this is used as it is: Open Collective allows 10 requests a minute. */
  maxAgeMs?: number;
  /** The whole refresh (data and pictures) gives up after this, and the build goes on with what it has. */
  deadlineMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const shown = (file: string) => relative(paths.root, file);

/**
 * Before a build: fetches fresh supporter data when the newest fetched file is a day old or there is
 * none, and otherwise, or when Open Collective does not answer in time, keeps the newest fetched
 * file. Says in the log which data the build uses; the synthetic sample only when nothing was ever
 * fetched (the page then says that it shows a sample).
 */
export async function refreshSupportersForBuild({ log = console.log, maxAgeMs = DAY_MS, deadlineMs = 20_000, ...options }: BuildRefreshOptions = {}): Promise<void> {
  const { dir = SUPPORTERS_DIR, now = new Date() } = options;
  const newest = await newestSupportersFile(dir).catch(() => undefined);
  const fetched = newest?.data.source === 'open-collective' ? newest : undefined;
  if (fetched && now.getTime() - Date.parse(fetched.data.fetchedAt) < maxAgeMs) {
    log(`  supporters: ${shown(fetched.file)} (fetched ${fetched.data.fetchedAt.slice(0, 10)}, less than a day old)`);
    return;
  }
  const deadline = AbortSignal.timeout(deadlineMs);
  const get = options.fetch ?? fetch;
  const withDeadline: typeof fetch = (input, init) => get(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  try {
    const { file, supporters, missed } = await fetchSupportersFile({ ...options, fetch: withDeadline });
    log(`  supporters: fetched ${supporters} from Open Collective into ${shown(file)}${missed ? ` (${missed} without a picture)` : ''}`);
  } catch (error) {
    const reason = deadline.aborted ? `no answer within ${deadlineMs / 1000} s` : error instanceof Error ? error.message : String(error);
    if (fetched) log(`  supporters: Open Collective could not be read (${reason}); using ${shown(fetched.file)}, fetched ${fetched.data.fetchedAt.slice(0, 10)}`);
    else log(`  supporters: Open Collective could not be read (${reason}) and nothing was fetched before: the splash shows the synthetic sample and says so`);
  }
}
