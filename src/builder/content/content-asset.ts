import { extname } from 'node:path';
import { digestsByName } from '../text-digest';

/** Where content files go in `.generated/` and, linked from there, in the built site. */
export const CONTENT_ASSETS_DIR = 'assets';

export interface ContentAsset {
  /** Its path in `.generated/` and in `dist/`: `assets/page/concepts/output.1234abcd.json`. */
  file: string;
  /** Its URL in the site: `/assets/page/concepts/output.1234abcd.json`. */
  url: string;
}

const digestOf = digestsByName('hex');

/**
 * A file the browser fetches as data (a page's JSON, a sidebar, a search shard), named by a hash of
 * its text as webpack names a chunk, so it can be cached for a year. The content step names and
 * writes these itself instead of handing them to webpack as `new URL()` assets: at 2,000 pages
 * webpack spent seconds of every build restoring, hashing and emitting thousands of files it only
 * copies, and a file written afresh into every build could not keep its identity (file-identity.ts).
 */
export function contentAsset(path: string, text: string): ContentAsset {
  const extension = extname(path);
  const hash = digestOf(path, text).slice(0, 8);
  const file = `${CONTENT_ASSETS_DIR}/${path.slice(0, path.length - extension.length)}.${hash}${extension}`;
  return { file, url: `/${file}` };
}
