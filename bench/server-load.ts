import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { median, roundMs } from './stats';
import { targetRow, type TargetRow } from './targets';

export interface LoadResult {
  path: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

/** The production server in a process of its own, as `npm run serve` starts it. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The status of one GET, or undefined when nothing answers yet. */
function statusOf(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', () => resolve(undefined));
  });
}

/**
 * Spawns `command` (the compiled server: `node <bundle>`) on a free loopback port without access
 * log, and polls `/` every 2 ms until it answers 200. `ms` runs from the spawn to that answer.
 */
export async function startServer(command: readonly string[], timeoutMs = 30_000): Promise<ServerProcess & { ms: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  while ((await statusOf(`${origin}/`)) !== 200) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    if (performance.now() - started > timeoutMs) {
      child.kill();
      throw new Error(`${command.join(' ')} did not answer within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const ms = performance.now() - started;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return { origin, child, stop, ms };
}

/** Start-to-first-answer of `command`: the median of `runs` fresh starts, and every run. */
export async function measureStartup(command: readonly string[], runs = 5): Promise<{ medianMs: number; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startServer(command);
    await server.stop();
    runsMs.push(roundMs(server.ms));
  }
  return { medianMs: median(runsMs), runsMs };
}

/** The load generator: wrk, from Debian (scripts/ensure-tools.sh installs it). */
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

const LATENCY_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Throughput, p99 and failures from the report of `wrk --latency`; throws on a report without them. */
export function parseWrkReport(report: string): Pick<LoadResult, 'requestsPerSecond' | 'p99Ms' | 'errors' | 'non2xx'> {
  const perSecond = /^Requests\/sec:\s+([\d.]+)$/m.exec(report);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)$/m.exec(report);
  if (!perSecond || !p99) throw new Error(`wrk printed no throughput or p99:\n${report}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond: Math.round(Number(perSecond[1])),
    p99Ms: Math.round(Number(p99[1]) * LATENCY_UNITS_MS[p99[2]!]! * 100) / 100,
    errors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    // wrk counts answers that are neither 2xx nor 3xx; each path is checked to answer 200 first.
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}

/**
 * Each path of `origin` under load, one after the other: `connections` for `seconds`, asking for
 * Brotli or gzip as browsers do, so the server's precompressed files are what it sends. The load
 * comes from wrk on one thread, so that the server has the other core: autocannon, in Node, spent a
 * whole core parsing answers and measured itself (7,500 req/s where wrk measures over 40,000).
 */
export async function measureServerLoad(origin: string, sitePaths: readonly string[], { connections = 10, seconds = 10 } = {}): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const path of sitePaths) {
    const status = await statusOf(origin + path);
    if (status !== 200) throw new Error(`${path} answers ${status ?? 'nothing'}, not 200: no load is measured on it`);
    const args = ['--threads', '1', '--connections', String(connections), '--duration', `${seconds}s`, '--latency', '--header', 'Accept-Encoding: br, gzip', origin + path];
    const { stdout } = await promisify(execFile)(WRK, args).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new Error(`${WRK} is missing: run \`bash scripts/ensure-tools.sh wrk\` (as root it installs it)`) : error;
    });
    results.push({ path, connections, seconds, ...parseWrkReport(stdout) });
  }
  return results;
}

/** What the production server must achieve on this two-core machine (issue 16). */
export const SERVER_TARGETS = { startupMs: 500, requestsPerSecond: 5_000, p99Ms: 20 } as const;

/**
 * Every figure beside its target: start-up; at 10 connections throughput, p99 and errors; at more
 * connections errors only (throughput and latency are shown, with no target).
 */
export function serverTargetRows(startup: { medianMs: number; runsMs: number[] }, loads: readonly LoadResult[]): TargetRow[] {
  const rows = [targetRow('start to first 200 on /', `median of ${startup.runsMs.length} spawns (${startup.runsMs.join(', ')} ms)`, startup.medianMs, ' ms', SERVER_TARGETS.startupMs, true)];
  for (const load of loads) {
    const method = `${load.connections} connections, ${load.seconds} s`;
    const failures = load.errors + load.non2xx;
    if (load.connections <= 10) {
      rows.push(targetRow(`${load.path} req/s`, method, load.requestsPerSecond, '', SERVER_TARGETS.requestsPerSecond, false));
      rows.push(targetRow(`${load.path} p99`, method, load.p99Ms, ' ms', SERVER_TARGETS.p99Ms, true));
    } else {
      rows.push({ figure: `${load.path} req/s, p99`, method, value: `${load.requestsPerSecond.toLocaleString('en-US')}, ${load.p99Ms} ms`, target: '–', met: '–' });
    }
    rows.push(targetRow(`${load.path} errors and non-2xx`, method, failures, '', 0, true));
  }
  return rows;
}
