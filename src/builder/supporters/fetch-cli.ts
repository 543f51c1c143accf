import { relative } from 'node:path';
import { paths } from '../paths';
import { PICTURES_DIR, SUPPORTERS_DIR, writeSupportersFile } from './data-file';
import { fetchSupporters } from './open-collective';
import { savePictures } from './pictures';

/**
 * `npm run fetch:supporters`: reads webpack's supporters from Open Collective, copies their pictures
 * into `data/supporters/pictures/` and adds a dated data file to `data/supporters/`. A failure writes
 * no data file and is reported in one line: the build goes on with the newest file already there.
 */
const COLLECTIVE = 'webpack';
const where = `${relative(paths.root, SUPPORTERS_DIR)}/`;

async function main(): Promise<void> {
  const fetchedAt = new Date();
  const fetched = await fetchSupporters({ collective: COLLECTIVE, asOf: fetchedAt });
  const { supporters, missed } = await savePictures(fetched, PICTURES_DIR);
  const file = await writeSupportersFile({
    source: 'open-collective',
    collective: COLLECTIVE,
    fetchedAt: fetchedAt.toISOString(),
    supporters,
  });
  console.log(`${supporters.length} supporters written to ${relative(paths.root, file)}, with ${supporters.length - missed} pictures in ${relative(paths.root, PICTURES_DIR)}/`);
  if (missed > 0) console.log(`${missed} pictures could not be fetched: those supporters are shown with their initials.`);
}

main().catch((error: unknown) => {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, '; ');
  console.error(`fetch:supporters failed: ${reason}. The build keeps using the newest file in ${where}.`);
  process.exitCode = 1;
});
