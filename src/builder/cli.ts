import { build } from './build';
import { ContentBuildError } from './content/errors';
import { SiteCheckError } from './links/check-site';

/** `npm run build`: content and link problems are printed as `file:line: message`, without a stack trace. */
build().catch((error: unknown) => {
  console.error(error instanceof ContentBuildError || error instanceof SiteCheckError ? error.message : error);
  console.error('Build failed; dist/ was left as it was.');
  process.exitCode = 1;
});
