import { relative } from 'node:path';
import { paths } from '../paths';
import { SUPPORTERS_DIR, writeSupportersFile } from './data-file';
import { fetchSupporters } from './open-collective';

/**
 * `npm run fetch:supporters`: reads webpack's supporters from Open Collective and adds a dated
 * data file to `data/supporters/`. A failure changes nothing on disk and is reported in one
 * line: the build goes on with the newest file that is already there.
 */
const COLLECTIVE = 'webpack';
const where = `${relative(paths.root, SUPPORTERS_DIR)}/`;

async function main(): Promise<void> {
  const fetchedAt = new Date();
  const supporters = await fetchSupporters({ collective: COLLECTIVE, asOf: fetchedAt });
  const file = await writeSupportersFile({
    source: 'open-collective',
    collective: COLLECTIVE,
    fetchedAt: fetchedAt.toISOString(),
    supporters,
  });
  console.log(`${supporters.length} supporters written to ${relative(paths.root, file)}`);
}

main().catch((error: unknown) => {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, '; ');
  console.error(`fetch:supporters failed: ${reason}. The build keeps using the newest file in ${where}.`);
  process.exitCode = 1;
});
