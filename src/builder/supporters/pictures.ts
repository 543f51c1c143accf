import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Supporter } from '../../shared/sponsors';
import { forEachConcurrently } from '../concurrently';
import type { SupporterRecord } from './data-file';

/**
 * Raster types only: an SVG served from the site's own origin could run script when opened directly.
 * (The synthetic sample's SVGs are ours.)
 */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** A supporter's logo at the size the splash page shows it needs far less; a larger answer is not a picture we want. */
export const MAX_PICTURE_BYTES = 256 * 1024;

export interface PictureOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Copies each supporter's picture from where Open Collective serves it into `dir`, named by a hash of
 * its bytes (so a picture shared by two fetches is stored once), and records the name. A picture that
 * cannot be fetched, is not a PNG, JPEG, GIF or WebP image, or is too large gets none: the site shows
 * the supporter's initials. Returns the records and how many pictures were missed.
 */
export async function savePictures(supporters: Supporter[], dir: string, { fetch: get = fetch, timeoutMs = 15_000 }: PictureOptions = {}): Promise<{ supporters: SupporterRecord[]; missed: number }> {
  await mkdir(dir, { recursive: true });
  const pictures = new Map<string, string | null>();
  await forEachConcurrently(new Set(supporters.flatMap((supporter) => (supporter.avatar ? [supporter.avatar] : []))), 8, async (url) => {
    pictures.set(url, await savePicture(url, dir, get, timeoutMs));
  });
  const records = supporters.map((supporter) => ({ ...supporter, picture: supporter.avatar ? pictures.get(supporter.avatar)! : null }));
  return { supporters: records, missed: records.filter((record) => record.avatar && !record.picture).length };
}

async function savePicture(url: string, dir: string, get: typeof fetch, timeoutMs: number): Promise<string | null> {
  try {
    const response = await get(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    const extension = EXTENSIONS[(response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()];
    if (!response.ok || !extension || Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_PICTURE_BYTES) return null;
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${extension}`;
    const file = join(dir, name);
    if (!(await stat(file).catch(() => undefined))) {
      // Written under a temporary name and renamed, so a build never serves half a picture.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file).finally(() => rm(temporary, { force: true }));
    }
    return name;
  } catch {
    // Offline, timed out, refused: the supporter is shown with initials.
    return null;
  }
}
