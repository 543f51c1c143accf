import { Buffer } from 'buffer';
import { PROJECT_ROOT } from '../project-root';

/**
 * The Node globals webpack reads, injected by esbuild wherever the bundle names them. The versions are
 * those of the Node the site builds with (`versions.modules` is what webpack reads to pick defaults).
 */
const startedAt = performance.now();

function hrtime(previous?: [number, number]): [number, number] {
  const ns = Math.round((performance.now() - startedAt) * 1e6);
  const now: [number, number] = [Math.floor(ns / 1e9), ns % 1e9];
  if (!previous) return now;
  const diff = (now[0] - previous[0]) * 1e9 + now[1] - previous[1];
  return [Math.floor(diff / 1e9), diff % 1e9];
}
hrtime.bigint = () => BigInt(Math.round((performance.now() - startedAt) * 1e6));

/** A stream that nobody reads: webpack's infrastructure logger writes to stderr. */
const silentStream = { isTTY: false, write: () => true };

export const process = {
  platform: 'linux',
  arch: 'x64',
  version: 'v20.19.0',
  versions: { node: '20.19.0', modules: '115' },
  env: {} as Record<string, string | undefined>,
  argv: [] as string[],
  execArgv: [] as string[],
  cwd: () => PROJECT_ROOT,
  hrtime,
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
  emitWarning: () => undefined,
  on: () => process,
  once: () => process,
  off: () => process,
  removeListener: () => process,
  stderr: silentStream,
  stdout: silentStream,
};

/**
 * `setImmediate` as a macrotask that is not clamped: `setTimeout(…, 0)` waits 4 ms once nested, and
 * webpack's queues yield with `setImmediate` thousands of times in a build.
 */
const immediates = new Map<number, () => void>();
let lastImmediate = 0;
const channel = new MessageChannel();
channel.port1.onmessage = ({ data }: MessageEvent<number>) => {
  const run = immediates.get(data);
  immediates.delete(data);
  run?.();
};

export function setImmediate(callback: (...args: unknown[]) => void, ...args: unknown[]): number {
  const id = ++lastImmediate;
  immediates.set(id, () => callback(...args));
  channel.port2.postMessage(id);
  return id;
}

export function clearImmediate(id: number): void {
  immediates.delete(id);
}

export { Buffer };
