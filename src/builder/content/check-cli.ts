import { paths } from '../paths';
import { buildContentIndex } from './content-index';
import { ContentBuildError } from './errors';

/** `npm run check:content`: validates every content file without building the site. */
buildContentIndex({ root: paths.content }).then(
  (index) => console.log(`content OK: ${index.pages.length} pages`),
  (error: unknown) => {
    console.error(error instanceof ContentBuildError ? error.message : error);
    process.exitCode = 1;
  },
);
