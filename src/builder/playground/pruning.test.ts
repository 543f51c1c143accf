import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mimeDbForWebpack } from './pruning';

const require = createRequire(import.meta.url);
const MIME_TYPES = require.resolve('webpack/lib/util/mimeTypes.js');
const MIME_DB = require.resolve('mime-db');

interface MimeTypes {
  lookup(path: string): string | undefined;
  extension(type: string): string | undefined;
}

/** webpack's util/mimeTypes.js, loaded afresh over `db`. */
function mimeTypesOver(db: object): MimeTypes {
  const original = require(MIME_DB) as object;
  delete require.cache[MIME_TYPES];
  require.cache[MIME_DB]!.exports = db;
  try {
    return require(MIME_TYPES) as MimeTypes;
  } finally {
    require.cache[MIME_DB]!.exports = original;
    delete require.cache[MIME_TYPES];
  }
}

describe('the mime-db the compiler bundles', () => {
  it('gives webpack the same MIME type for every extension, and the same extension for every type, as the whole of mime-db', () => {
    const db = require(MIME_DB) as Record<string, { extensions?: string[] }>;
    const whole = mimeTypesOver(db);
    const trimmed = mimeTypesOver(mimeDbForWebpack(db));
    const extensions = Object.values(db).flatMap((entry) => entry.extensions ?? []);
    expect(extensions.length).toBeGreaterThan(1000);
    expect(extensions.map((extension) => trimmed.lookup(extension))).toEqual(extensions.map((extension) => whole.lookup(extension)));
    expect(Object.keys(db).map((type) => trimmed.extension(type))).toEqual(Object.keys(db).map((type) => whole.extension(type)));
  });
});
