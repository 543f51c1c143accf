import { build } from './build';
import { ContentBuildError } from './content/errors';
import { SiteCheckError } from './links/check-site';
import { MarkdownTwinError } from './prerender/markdown-twin-error';

/** `npm run build`: content and link problems are printed with their file (and line), without a stack trace. */
build().catch((error: unknown) => {
  const inContent = error instanceof ContentBuildError || error instanceof SiteCheckError || error instanceof MarkdownTwinError;
  console.error(inContent ? error.message : error);
  console.error('Build failed; dist/ was left as it was.');
  process.exitCode = 1;
});
