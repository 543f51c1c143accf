import { build, isBuildCurrent } from '../builder/build';
import { ContentBuildError } from '../builder/content/errors';
import { serve } from './serve';

/** `npm start`: builds when `dist/` is missing or older than the sources, then serves it. */
async function start(): Promise<void> {
  if (await isBuildCurrent()) console.log('dist/ is up to date with the sources.');
  else {
    console.log('Building the site (dist/ is missing or out of date)…');
    await build();
  }
  await serve();
}

start().catch((error: unknown) => {
  console.error(error instanceof ContentBuildError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

