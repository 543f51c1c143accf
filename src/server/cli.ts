import { serve } from './serve';

/** `npm run serve`: serves the existing build. */
serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
