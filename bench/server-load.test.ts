import { once } from 'node:events';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureStartup, serverTargetRows, startServer, type LoadResult } from './server-load';

const load = (connections: number, requestsPerSecond: number, p99Ms: number, errors = 0): LoadResult => ({
  path: '/concepts/',
  connections,
  seconds: 10,
  requestsPerSecond,
  p99Ms,
  errors,
  non2xx: 0,
});

describe('server targets', () => {
  it('put every figure beside its target, with the method', () => {
    const rows = serverTargetRows({ medianMs: 120, runsMs: [110, 120, 130] }, [load(10, 6000, 25), load(100, 4000, 90, 3)]);
    expect(rows.map(({ figure, value, target, met }) => [figure, value, target, met])).toEqual([
      ['start to first 200 on /', '120 ms', '≤ 500 ms', 'yes'],
      ['/concepts/ req/s', '6,000', '≥ 5,000', 'yes'],
      ['/concepts/ p99', '25 ms', '≤ 20 ms', 'NO'],
      ['/concepts/ errors and non-2xx', '0', '≤ 0', 'yes'],
      ['/concepts/ req/s, p99', '4,000, 90 ms', '–', '–'],
      ['/concepts/ errors and non-2xx', '3', '≤ 0', 'NO'],
    ]);
    expect(rows[0]!.method).toBe('median of 3 spawns (110, 120, 130 ms)');
    expect(rows[1]!.method).toBe('10 connections, 10 s');
  });
});

describe('server processes', () => {
  it('time a start to the first 200 and stop the process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bench-server-'));
    try {
      const script = join(dir, 'server.mjs');
      await writeFile(script, "import { createServer } from 'node:http';\ncreateServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), process.env.HOST);\n");
      const { medianMs, runsMs } = await measureStartup([process.execPath, script], 2);
      expect(runsMs).toHaveLength(2);
      expect(medianMs).toBeGreaterThan(0);
      const server = await startServer([process.execPath, script]);
      expect(await (await fetch(server.origin)).text()).toBe('ok');
      const exited = once(server.child, 'exit');
      await server.stop();
      await exited;
      expect(server.child.signalCode).toBe('SIGTERM');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
