import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPONSOR_RANKS, sponsorsOf, type SponsorMode, type Supporter, type SupportersFile } from '../../shared/sponsors';
import {
  PICTURES_DIR,
  SUPPORTERS_DIR,
  SupportersFileError,
  newestSupportersFile,
  readSupportersFile,
  supportersModule,
  writeSupportersFile,
} from './data-file';

const scratch = await mkdtemp(join(tmpdir(), 'supporters-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

let folders = 0;
/** A fresh folder holding the given files. */
async function folderWith(files: Record<string, unknown>): Promise<string> {
  const dir = join(scratch, `case-${++folders}`);
  await mkdir(dir);
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const SUPPORTER: Supporter = {
  name: 'Sample Sponsor',
  slug: 'sample-sponsor',
  website: 'https://sample-sponsor.example/',
  avatar: null,
  firstDonation: '2024-01-01T00:00:00.000Z',
  totalDonations: 300,
  monthlyDonations: 25,
};

function dataFile(source: SupportersFile['source'], fetchedAt: string, supporters: Supporter[] = [SUPPORTER]): SupportersFile {
  return { source, collective: 'webpack', fetchedAt, supporters };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );

describe('newestSupportersFile', () => {
  it('picks the newest fetchedAt, whatever the file names say', async () => {
    const dir = await folderWith({
      'open-collective-2026-01-01.json': dataFile('open-collective', '2026-03-01T00:00:00.000Z'),
      'open-collective-2026-02-01.json': dataFile('open-collective', '2026-02-01T00:00:00.000Z'),
      'notes.txt': 'not a data file',
    });
    const { file, data } = await newestSupportersFile(dir);
    expect(file).toBe(join(dir, 'open-collective-2026-01-01.json'));
    expect(data.fetchedAt).toBe('2026-03-01T00:00:00.000Z');
  });

  it('prefers fetched data to a newer synthetic sample', async () => {
    const dir = await folderWith({
      'synthetic-sample.json': dataFile('synthetic-sample', '2030-01-01T00:00:00.000Z'),
      'open-collective-2026-02-01.json': dataFile('open-collective', '2026-02-01T00:00:00.000Z'),
    });
    expect((await newestSupportersFile(dir)).data.source).toBe('open-collective');
  });

  it('falls back to the synthetic sample when nothing was fetched', async () => {
    const dir = await folderWith({ 'synthetic-sample.json': dataFile('synthetic-sample', '2026-11-01T00:00:00.000Z') });
    expect((await newestSupportersFile(dir)).data.source).toBe('synthetic-sample');
  });

  it('names the file and the field of an invalid file', async () => {
    const broken = { ...dataFile('open-collective', '2026-02-01T00:00:00.000Z'), supporters: [SUPPORTER, SUPPORTER, SUPPORTER, { ...SUPPORTER, slug: 3 }] };
    const dir = await folderWith({ 'x.json': broken, 'synthetic-sample.json': dataFile('synthetic-sample', '2026-11-01T00:00:00.000Z') });
    const error = await rejection(newestSupportersFile(dir));
    expect(error).toBeInstanceOf(SupportersFileError);
    expect(error.message).toBe(`${join(dir, 'x.json')}: supporters[3].slug: expected string`);
  });

  it('names project files relative to the project root', async () => {
    await expect(readSupportersFile(join(SUPPORTERS_DIR, 'missing.json'))).rejects.toThrow(/^data\/supporters\/missing\.json: /);
  });

  it('lists every problem of a file, one per line', async () => {
    const dir = await folderWith({
      'x.json': {
        ...dataFile('open-collective', 'yesterday'),
        supporters: [{ ...SUPPORTER, website: 'javascript:alert(1)', totalDonations: -1, extra: true }],
      },
    });
    const lines = (await rejection(newestSupportersFile(dir))).message.split('\n').map((line) => line.replace(`${dir}/`, ''));
    expect(lines).toEqual([
      'x.json: fetchedAt: expected an ISO date-time',
      'x.json: supporters[0].website: expected an http(s) URL',
      'x.json: supporters[0].totalDonations: Too small: expected number to be >=0',
      'x.json: supporters[0]: Unrecognized key: "extra"',
    ]);
  });

  it('reports a file that is not JSON', async () => {
    const dir = await folderWith({ 'x.json': '{ "source": ' });
    expect((await rejection(newestSupportersFile(dir))).message).toMatch(/x\.json: .*JSON/);
  });

  it('reports a folder without data files', async () => {
    const dir = await folderWith({});
    expect((await rejection(newestSupportersFile(dir))).message).toBe(`${dir}: no supporters data file (*.json)`);
  });
});

describe('writeSupportersFile', () => {
  it('writes pretty JSON named by source and date, without leaving a temporary file', async () => {
    const dir = join(scratch, 'written');
    const data = dataFile('open-collective', '2026-11-02T08:09:10.000Z');

    const file = await writeSupportersFile(data, dir);

    expect(file).toBe(join(dir, 'open-collective-2026-11-02.json'));
    expect(await readdir(dir)).toEqual(['open-collective-2026-11-02.json']);
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(data, null, 2)}\n`);
    expect((await newestSupportersFile(dir)).data).toEqual(data);
  });

  it('refuses data the build would reject, and writes nothing', async () => {
    const dir = join(scratch, 'refused');
    const data = dataFile('open-collective', '2026-11-02T08:09:10.000Z', [{ ...SUPPORTER, avatar: 'javascript:alert(1)' }]);
    await expect(writeSupportersFile(data, dir)).rejects.toThrow(/supporters\[0\]\.avatar: expected an http\(s\) URL/);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});

describe('supportersModule', () => {
  const remote = 'https://images.opencollective.com/sample/avatar.png';
  const withPicture = { ...SUPPORTER, slug: 'pictured', avatar: remote, picture: '0123456789abcdef.png' };
  const lostPicture = { ...SUPPORTER, slug: 'lost', avatar: remote, picture: null };

  it('exports the chosen data with the site’s own copy of each picture, and names the files to serve', async () => {
    const data = dataFile('open-collective', '2026-02-01T00:00:00.000Z', [withPicture, lostPicture, SUPPORTER]);
    const dir = await folderWith({ 'open-collective-2026-02-01.json': data });
    await mkdir(join(dir, 'pictures'));
    await writeFile(join(dir, 'pictures', withPicture.picture), 'png bytes');
    const { module, pictures } = await supportersModule(dir);
    const { picture: _, ...pictured } = withPicture;
    const site = { ...data, supporters: [{ ...pictured, avatar: '/assets/avatars/0123456789abcdef.png' }, { ...SUPPORTER, slug: 'lost', avatar: null }, SUPPORTER] };
    // No picture from another host reaches the site: a supporter without a copy shows initials.
    expect(module).toBe(`export default ${JSON.stringify(site)};\n`);
    expect(pictures).toEqual([join(dir, 'pictures', '0123456789abcdef.png')]);
  });

  it('fails with the data file and the supporter when a picture file is missing', async () => {
    const dir = await folderWith({ 'open-collective-2026-02-01.json': dataFile('open-collective', '2026-02-01T00:00:00.000Z', [SUPPORTER, withPicture]) });
    const error = await rejection(supportersModule(dir));
    expect(error).toBeInstanceOf(SupportersFileError);
    expect(error.message).toMatch(/open-collective-2026-02-01\.json: supporters\[1\]\.picture: no file .*pictures\/0123456789abcdef\.png$/);
  });
});

describe('the shipped synthetic sample', () => {
  const sample = () => readSupportersFile(join(SUPPORTERS_DIR, 'synthetic-sample.json'));

  it('is valid and says it is synthetic', async () => {
    const data = await sample();
    expect(data.source).toBe('synthetic-sample');
    expect(data.collective).toBe('webpack');
    expect(data.fetchedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(data.note).toMatch(/synthetic/i);
    for (const supporter of data.supporters) expect(supporter.name).toMatch(/^Sample /);
    expect(new Set(data.supporters.map((supporter) => supporter.slug)).size).toBe(data.supporters.length);
  });

  it('has at least one supporter of every rank in both modes', async () => {
    const data = await sample();
    const asOf = new Date(data.fetchedAt);
    for (const mode of ['total', 'monthly'] as SponsorMode[]) {
      for (const rank of SPONSOR_RANKS) {
        const count = sponsorsOf(data.supporters, mode, rank, asOf).length;
        expect({ mode, rank, present: count > 0 }).toEqual({ mode, rank, present: true });
      }
    }
    expect(sponsorsOf(data.supporters, 'total', 'latest', asOf).length).toBeGreaterThanOrEqual(2);
  });

  it('has a supporter without an avatar and one without a website', async () => {
    const { supporters } = await sample();
    expect(supporters.some((supporter) => supporter.avatar === null)).toBe(true);
    expect(supporters.some((supporter) => supporter.website === null)).toBe(true);
  });

  it('carries its pictures, each named by a hash of its bytes', async () => {
    const { supporters } = await sample();
    const named = supporters.flatMap((supporter) => (supporter.picture ? [supporter.picture] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) {
      const bytes = await readFile(join(PICTURES_DIR, name));
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16)).toBe(name.split('.')[0]);
    }
  });
});
