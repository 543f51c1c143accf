import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module that holds a `package.json`. This module
 * runs from its source (src/builder/) and inside the compiled server (.cache/server/), so the root
 * is found by walking up rather than by a fixed `../../`.
 */
function projectRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

/** Where everything lives, relative to the project root. */
const root = projectRoot();

export const paths = {
  root,
  /** `CONTENT_DIR` points the dev server at another content folder (used by its test). */
  content: process.env.CONTENT_DIR ?? join(root, 'content'),
  public: join(root, 'public'),
  /** Supporter data and the vote's proposals: data the pages show. */
  data: join(root, 'data'),
  app: join(root, 'src/app'),
  /** Modules written by the content pipeline for webpack (never committed). */
  generated: join(root, '.generated'),
  dist: join(root, 'dist'),
  cache: join(root, '.cache'),
  /** The server-side bundle used to prerender; never served. */
  ssr: join(root, '.cache/ssr'),
  /** The production server compiled to one JavaScript file by the build (`npm run serve` runs it); outside dist/, never served. */
  serverBundle: join(root, '.cache/server/server.mjs'),
};
