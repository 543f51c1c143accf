import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import type { Supporter } from '../../shared/sponsors';
import { MAX_PICTURE_BYTES, savePictures } from './pictures';

const tree = useTempTree('pictures-');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const supporter = (slug: string, avatar: string | null): Supporter => ({
  name: `Sample ${slug}`,
  slug,
  website: null,
  avatar,
  firstDonation: '2025-01-01T00:00:00.000Z',
  totalDonations: 100,
  monthlyDonations: 0,
});

/** Open Collective's picture host as the tests need it: each path answers as listed, and a request is counted. */
function host(answers: Record<string, () => Response>) {
  const requested: string[] = [];
  const get = (async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    requested.push(path);
    const answer = answers[path];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  }) as typeof fetch;
  return { get, requested };
}

describe('savePictures', () => {
  it('stores each picture once under a hash of its bytes and records its name; a failed one gets none', async () => {
    const dir = join(await tree({}), 'pictures');
    const { get, requested } = host({
      '/a.png': () => new Response(png, { headers: { 'content-type': 'image/png' } }),
      '/missing.png': () => new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } }),
      '/page.png': () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      '/logo.svg': () => new Response('<svg onload="alert(1)"/>', { headers: { 'content-type': 'image/svg+xml' } }),
      '/huge.png': () => new Response(Buffer.alloc(MAX_PICTURE_BYTES + 1), { headers: { 'content-type': 'image/png' } }),
    });
    const base = 'https://images.opencollective.com';
    const { supporters, missed } = await savePictures(
      [
        supporter('a', `${base}/a.png`),
        supporter('same-picture', `${base}/a.png`),
        supporter('none', null),
        supporter('missing', `${base}/missing.png`),
        supporter('page', `${base}/page.png`),
        supporter('svg', `${base}/logo.svg`),
        supporter('huge', `${base}/huge.png`),
        supporter('offline', `${base}/offline.png`),
      ],
      dir,
      { fetch: get },
    );
    const files = await readdir(dir);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.png$/)]);
    expect(await readFile(join(dir, files[0]!))).toEqual(png);
    expect(supporters.map((record) => [record.slug, record.picture])).toEqual([
      ['a', files[0]],
      ['same-picture', files[0]],
      ['none', null],
      ['missing', null],
      ['page', null],
      ['svg', null],
      ['huge', null],
      ['offline', null],
    ]);
    expect(missed).toBe(5);
    // One request per distinct address.
    expect(requested.filter((path) => path === '/a.png')).toHaveLength(1);
  });
});
