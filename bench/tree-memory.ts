import { readdir, readFile } from 'node:fs/promises';

const readOrEmpty = (file: string) => readFile(file, 'utf8').catch(() => '');

/**
 * Resident memory of a process and all its descendants, summed, in bytes (Linux `/proc`); 0 once it
 * has exited. The build's esbuild service is a child process that its own `maxRSS` does not count.
 */
export async function treeRss(pid: number): Promise<number> {
  const ownKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(await readOrEmpty(`/proc/${pid}/status`))?.[1] ?? 0);
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const children = (await Promise.all(threads.map((thread) => readOrEmpty(`/proc/${pid}/task/${thread}/children`))))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const theirs = await Promise.all(children.map(treeRss));
  return ownKb * 1024 + theirs.reduce((sum, bytes) => sum + bytes, 0);
}

/** Samples `treeRss(pid)` every `intervalMs` until stopped, and gives the highest sum seen (peaks between samples are missed). */
export function watchPeakTreeRss(pid: number, intervalMs = 100): { stop(): Promise<number> } {
  let peak = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    // One sample at a time: a slow /proc walk must not overlap the next.
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await treeRss(pid));
    });
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      return peak;
    },
  };
}
