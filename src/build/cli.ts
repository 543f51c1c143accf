import { build } from './build';
import { ContentBuildError } from './content/errors';

/** `npm run build`: content problems are printed as `file:line: message`, without a stack trace. */
build().catch((error: unknown) => {
  console.error(error instanceof ContentBuildError ? error.message : error);
  console.error('Build failed; dist/ was left as it was.');
  process.exitCode = 1;
});
