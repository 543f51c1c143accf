import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { z } from 'zod';
import type { Supporter, SupportersFile } from '../../shared/sponsors';
import { paths } from '../paths';

/**
 * The supporters data files in `data/supporters/`: `npm run fetch:supporters` adds one per
 * fetch, and the build uses the newest, so the site builds the same without a network.
 */
export const SUPPORTERS_DIR = join(paths.data, 'supporters');

/** Supporter websites and avatars end up in links and images, so only http(s) URLs pass. */
const webUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
const isoDateTime = z.iso.datetime({ offset: true, error: 'expected an ISO date-time' });
const amount = z.number().finite().nonnegative();

/** Where `npm run fetch:supporters` keeps its copies of the supporters' pictures (pictures.ts), beside the data files. */
const PICTURES_SUBDIR = 'pictures';
export const PICTURES_DIR = join(SUPPORTERS_DIR, PICTURES_SUBDIR);
/** Where the built site serves them: under `/assets/`, cached for a year, as a name never changes its bytes. */
export const PICTURES_URL = '/assets/avatars/';

/** A picture's file in PICTURES_DIR, named by a hash of its bytes. */
const PICTURE_NAME = /^[0-9a-f]{16}\.(?:png|jpg|gif|webp|svg)$/;

/** A supporter as a data file records them: with the name of the site's own copy of their picture. */
export interface SupporterRecord extends Supporter {
  /** The picture's file in PICTURES_DIR; null when it could not be fetched. Files older than the copies have none. */
  picture?: string | null;
}

export interface SupportersDataFile extends Omit<SupportersFile, 'supporters'> {
  supporters: SupporterRecord[];
}

const supporterSchema = z.strictObject({
  name: z.string().min(1),
  slug: z.string().min(1),
  website: webUrl.nullable(),
  avatar: webUrl.nullable(),
  picture: z.string().regex(PICTURE_NAME, 'expected a file name such as 0123456789abcdef.png').nullable().optional(),
  firstDonation: isoDateTime,
  totalDonations: amount,
  monthlyDonations: amount,
}) satisfies z.ZodType<SupporterRecord>;

const supportersFileSchema = z.strictObject({
  source: z.enum(['open-collective', 'synthetic-sample']),
  note: z.string().optional(),
  collective: z.string().min(1),
  fetchedAt: isoDateTime,
  supporters: z.array(supporterSchema),
}) satisfies z.ZodType<SupportersFile>;

/** A data file that cannot be used; the message names the file and the field. */
export class SupportersFileError extends Error {
  override name = 'SupportersFileError';
}

/**
 * The data file the build uses: the newest `fetchedAt` among the files of `dir`, where fetched
 * data always beats the synthetic sample. Every file is validated, so a broken one fails the
 * build instead of being skipped without a word.
 */
export async function newestSupportersFile(dir = SUPPORTERS_DIR): Promise<{ file: string; data: SupportersDataFile }> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
  const files = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      return { file, data: await readSupportersFile(file) };
    }),
  );
  const preference = (entry: (typeof files)[number]) =>
    [entry.data.source === 'open-collective' ? 1 : 0, Date.parse(entry.data.fetchedAt)] as const;
  const [newest] = files.sort((a, b) => {
    const [sourceA, timeA] = preference(a);
    const [sourceB, timeB] = preference(b);
    return sourceB - sourceA || timeB - timeA || b.file.localeCompare(a.file);
  });
  if (!newest) throw new SupportersFileError(`${displayPath(dir)}: no supporters data file (*.json)`);
  return newest;
}

/** Reads and validates one data file. */
export async function readSupportersFile(file: string): Promise<SupportersDataFile> {
  const where = displayPath(file);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new SupportersFileError(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return validSupportersFile(json, where);
}

/** The data as a SupportersDataFile, or an error with a `where: field: problem` line per problem. */
function validSupportersFile(json: unknown, where: string): SupportersDataFile {
  const result = supportersFileSchema.safeParse(json, {
    // "expected string" says enough; zod's default adds "Invalid input:" and what it received.
    error: (issue) => (issue.code === 'invalid_type' ? `expected ${issue.expected}` : undefined),
  });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${where}: ${fieldPath(issue.path)}: ${issue.message}`);
    throw new SupportersFileError(lines.join('\n'));
  }
  return result.data;
}

/**
 * Writes a data file as `<source>-<YYYY-MM-DD>.json` (the date of `fetchedAt`) and returns its
 * path. The JSON goes to a temporary file first and is renamed into place, so the build never
 * reads half a file.
 */
export async function writeSupportersFile(data: SupportersDataFile, dir = SUPPORTERS_DIR): Promise<string> {
  const file = join(dir, `${data.source}-${data.fetchedAt.slice(0, 10)}.json`);
  // Checked before writing, so a fetch never leaves a file behind that the build would reject.
  const checked = validSupportersFile(data, displayPath(file));
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(checked, null, 2)}\n`);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
  return file;
}

/**
 * The module webpack imports as `@generated/supporters`, and the picture files the site serves for it.
 * Pictures are the site's own copies: a picture on another host that fails to load would log an error
 * in every visitor's console, and tell that host who visits. A supporter without a copy shows initials.
 */
export async function supportersModule(dir = SUPPORTERS_DIR): Promise<{ module: string; pictures: string[] }> {
  const { file, data } = await newestSupportersFile(dir);
  const pictures: string[] = [];
  const supporters: Supporter[] = await Promise.all(
    data.supporters.map(async ({ picture, ...supporter }, index) => {
      if (!picture) return { ...supporter, avatar: null };
      const path = join(dir, PICTURES_SUBDIR, picture);
      if (!(await stat(path).catch(() => undefined))?.isFile()) {
        throw new SupportersFileError(`${displayPath(file)}: supporters[${index}].picture: no file ${displayPath(path)}`);
      }
      pictures.push(path);
      return { ...supporter, avatar: `${PICTURES_URL}${picture}` };
    }),
  );
  const site: SupportersFile = { ...data, supporters };
  return { module: `export default ${JSON.stringify(site)};\n`, pictures: [...new Set(pictures)].sort() };
}

/** `supporters[3].slug`, like the property access it stands for. */
function fieldPath(path: PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** Paths inside the project relative to its root (`data/supporters/x.json`), others as they are. */
function displayPath(file: string): string {
  const inProject = relative(paths.root, file);
  return inProject.startsWith('..') || isAbsolute(inProject) ? file : inProject;
}
