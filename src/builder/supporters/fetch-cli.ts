import { relative } from 'node:path';
import { paths } from '../paths';
import { PICTURES_DIR, SUPPORTERS_DIR } from './data-file';
import { fetchSupportersFile } from './refresh';

/**
 * `npm run fetch:supporters`: reads webpack's supporters from Open Collective, copies their pictures
 * into `data/supporters/pictures/` and adds a dated data file to `data/supporters/`. A failure writes
 * no data file and is reported in one line: the build goes on with the newest file already there.
 */
const where = `${relative(paths.root, SUPPORTERS_DIR)}/`;

async function main(): Promise<void> {
  const { file, supporters, missed } = await fetchSupportersFile();
  console.log(`${supporters} supporters written to ${relative(paths.root, file)}, with ${supporters - missed} pictures in ${relative(paths.root, PICTURES_DIR)}/`);
  if (missed > 0) console.log(`${missed} pictures could not be fetched: those supporters are shown with their initials.`);
}

main().catch((error: unknown) => {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, '; ');
  console.error(`fetch:supporters failed: ${reason}. The build keeps using the newest file in ${where}.`);
  process.exitCode = 1;
});
