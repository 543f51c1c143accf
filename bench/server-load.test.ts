import { once } from 'node:events';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureStartup, parseWrkReport, serverTargetRows, startServer, type LoadResult } from './server-load';

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

// Reports as wrk 4.1 (Debian's) printed them here: the site's /concepts/, a server that drops half
// its connections, and a path that answers 404.
const WRK_REPORTS = {
  ok: `Running 1s test @ http://127.0.0.1:3999/concepts/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   297.55us  339.50us   4.81ms   96.66%
    Req/Sec    39.44k     5.03k   42.95k    90.91%
  Latency Distribution
     50%  214.00us
     75%  278.00us
     90%  405.00us
     99%    2.29ms
  43116 requests in 1.10s, 384.50MB read
Requests/sec:  39203.38
Transfer/sec:    349.61MB
`,
  dropped: `Running 1s test @ http://127.0.0.1:3998/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   570.93us    1.09ms  19.73ms   94.82%
    Req/Sec    10.99k     4.20k   14.43k    81.82%
  Latency Distribution
     50%  450.00us
     75%  616.00us
     90%    1.10ms
     99%    4.73ms
  12039 requests in 1.10s, 1.42MB read
  Socket errors: connect 0, read 11887, write 0, timeout 0
Requests/sec:  10945.27
Transfer/sec:      1.29MB
`,
  notFound: `Running 1s test @ http://127.0.0.1:3999/nowhere/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   262.75us  274.22us   4.62ms   97.80%
    Req/Sec    41.86k     4.04k   46.25k    70.00%
  Latency Distribution
     50%  206.00us
     75%  248.00us
     90%  345.00us
     99%    1.41ms
  41561 requests in 1.00s, 339.60MB read
  Non-2xx or 3xx responses: 41561
Requests/sec:  41552.07
Transfer/sec:    339.53MB
`,
};

describe('wrk reports', () => {
  it('give throughput, p99 in milliseconds and failures', () => {
    expect(parseWrkReport(WRK_REPORTS.ok)).toEqual({ requestsPerSecond: 39203, p99Ms: 2.29, errors: 0, non2xx: 0 });
    expect(parseWrkReport(WRK_REPORTS.dropped)).toEqual({ requestsPerSecond: 10945, p99Ms: 4.73, errors: 11887, non2xx: 0 });
    expect(parseWrkReport(WRK_REPORTS.notFound).non2xx).toBeGreaterThan(0);
  });

  it('converts microseconds and seconds, and refuses a report without figures', () => {
    expect(parseWrkReport(WRK_REPORTS.ok.replace('99%    2.29ms', '99%  850.00us')).p99Ms).toBe(0.85);
    expect(parseWrkReport(WRK_REPORTS.ok.replace('99%    2.29ms', '99%    1.20s')).p99Ms).toBe(1200);
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no throughput or p99/);
  });
});
