import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Where everything lives, relative to the project root. */
const root = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

export const paths = {
  root,
  /** `CONTENT_DIR` points the dev server at another content folder (used by its test). */
  content: process.env.CONTENT_DIR ?? join(root, 'content'),
  public: join(root, 'public'),
  app: join(root, 'src/app'),
  /** Modules written by the content pipeline for webpack (never committed). */
  generated: join(root, '.generated'),
  dist: join(root, 'dist'),
  cache: join(root, '.cache'),
  /** The server-side bundle used to prerender; never served. */
  ssr: join(root, '.cache/ssr'),
};
