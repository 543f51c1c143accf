import { copyFile, readdir, readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { newestSupportersFile, SUPPORTERS_DIR, writeSupportersFile } from './data-file';
import { MEMBERS_QUERY } from './open-collective';
import { refreshSupportersForBuild } from './refresh';

const tree = useTempTree('supporters-refresh-');
const NOW = new Date('2026-12-06T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const fixture = (name: string) => readFile(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

type Kind = 'members' | 'transactions';

/** A local stand-in for Open Collective's API; returns its URL and the queries it was asked. */
async function standIn(answer: (kind: Kind, response: ServerResponse) => void): Promise<{ endpoint: string; asked: Kind[] }> {
  const asked: Kind[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const kind = (JSON.parse(body) as { query: string }).query === MEMBERS_QUERY ? 'members' : 'transactions';
      asked.push(kind);
      answer(kind, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/v2`, asked };
}

/** Answers with one page of the fixtures' members or transactions (a short page: the last). */
async function answering(): Promise<(kind: Kind, response: ServerResponse) => void> {
  const pages = { members: await fixture('members-page-1.json'), transactions: await fixture('transactions-page-1.json') };
  return (kind, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(pages[kind]);
  };
}

/** A data folder holding the synthetic sample, and a fetched file `ageDays` old when given. */
async function dataFolder(ageDays?: number): Promise<string> {
  const dir = await tree({});
  await copyFile(join(SUPPORTERS_DIR, 'synthetic-sample.json'), join(dir, 'synthetic-sample.json'));
  if (ageDays !== undefined) {
    const fetchedAt = new Date(NOW.getTime() - ageDays * DAY_MS).toISOString();
    await writeSupportersFile({ source: 'open-collective', collective: 'webpack', fetchedAt, supporters: [] }, dir);
  }
  return dir;
}

async function refresh(dir: string, endpoint: string, deadlineMs = 5000) {
  const lines: string[] = [];
  // The fixtures' pictures are on Open Collective's host: refused, so the test never leaves this machine.
  const local = new URL(endpoint).origin;
  const noPictures: typeof fetch = (input, init) => (new URL(String(input)).origin === local ? fetch(input, init) : Promise.reject(new Error('offline')));
  await refreshSupportersForBuild({ dir, picturesDir: join(dir, 'pictures'), endpoint, fetch: noPictures, now: NOW, deadlineMs, log: (line) => lines.push(line) });
  return lines.join('\n');
}

describe('refreshSupportersForBuild', () => {
  it('fetches when the newest fetched file is over a day old, writes a dated file and says so', async () => {
    const dir = await dataFolder(2);
    const { endpoint, asked } = await standIn(await answering());
    expect(await refresh(dir, endpoint)).toMatch(/supporters: fetched \d+ from Open Collective into .*open-collective-2026-12-06\.json/);
    expect(asked).toEqual(['members', 'transactions']);
    const newest = await newestSupportersFile(dir);
    expect(newest.data).toMatchObject({ source: 'open-collective', fetchedAt: NOW.toISOString() });
    expect(newest.data.supporters.length).toBeGreaterThan(0);
  });

  it('keeps the newest fetched file when Open Collective fails, and names it', async () => {
    const dir = await dataFolder(3);
    const { endpoint } = await standIn((_, response) => ((response.statusCode = 502), response.end()));
    expect(await refresh(dir, endpoint)).toMatch(/could not be read \(.*HTTP 502.*\); using .*open-collective-2026-12-03\.json, fetched 2026-12-03/);
    expect((await readdir(dir)).filter((name) => name.endsWith('.json')).sort()).toEqual(['open-collective-2026-12-03.json', 'synthetic-sample.json']);
  });

  it('gives up after the deadline when Open Collective does not answer', async () => {
    const dir = await dataFolder(3);
    const { endpoint } = await standIn(() => {});
    const started = Date.now();
    expect(await refresh(dir, endpoint, 300)).toMatch(/no answer within 0\.3 s\); using/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('falls back to the synthetic sample only when nothing was ever fetched, and says the page will say so', async () => {
    const dir = await dataFolder();
    const { endpoint } = await standIn((_, response) => ((response.statusCode = 500), response.end()));
    expect(await refresh(dir, endpoint)).toMatch(/nothing was fetched before: the splash shows the synthetic sample and says so/);
    expect((await newestSupportersFile(dir)).data.source).toBe('synthetic-sample');
  });

  it('asks nothing when the fetched data is less than a day old', async () => {
    const dir = await dataFolder(0.5);
    const { endpoint, asked } = await standIn(await answering());
    expect(await refresh(dir, endpoint)).toMatch(/supporters: .*open-collective-2026-12-06\.json \(fetched 2026-12-06, less than a day old\)/);
    expect(asked).toEqual([]);
  });
});
