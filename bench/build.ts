import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../src/builder/paths';
import type { BuildChildReport } from './build-child';
import { editSyntheticPage, writeSyntheticSite } from './synthetic-site';
import { median } from './stats';
import { targetRow, type TargetRow } from './targets';
import { watchPeakTreeRss } from './tree-memory';

/** Generated pages added to our content: the growth from one size to the next should be linear. */
export const SYNTHETIC_SIZES = [500, 1000, 2000];

/** Cold and warm builds of our own site, one after the other, whose medians face the targets: one run varies by a second here. */
export const OURS_RUNS = 3;

/**
 * cold: no build cache at all (BUILD_CACHES removed); warm: nothing changed since the build before;
 * edit: one page's text changed since the build before (a synthetic site only: ours is never edited).
 */
export type BuildKind = 'cold' | 'warm' | 'edit';

export interface BuildRun {
  /** `ours`, or `synthetic` with its count of generated pages. */
  site: string;
  kind: BuildKind;
  pages: number;
  /** The build itself, as `build()` measures it. */
  seconds: number;
  /** From starting the process to its exit, as `npm run build` is met: loading the build's code included. */
  processSeconds: number;
  /** CPU time of the build process's threads during the build (esbuild's processes not included). */
  cpuSeconds: number;
  /** Peak memory of the build process itself, worker threads included (`process.resourceUsage().maxRSS`). */
  rssMb: number;
  /** Peak of the summed memory of the build process and its children (esbuild), sampled every 100 ms. */
  treeRssMb: number;
}

/** Issue 16's targets: the largest synthetic site (seconds and peak memory of the process tree) and ours. */
export const BUILD_TARGETS = {
  synthetic: { cold: 120, warm: 20, edit: 10, treeRssMb: 1536 },
  ours: { cold: 15, warm: 3 },
} as const;

const MB = 2 ** 20;
const tenths = (ms: number) => Math.round(ms / 100) / 10;

/** The build's caches in `.cache/`: webpack's, rendered pages, highlighted code, the search index, compressed files, the prerender's record. */
const BUILD_CACHES = ['webpack', 'render', 'highlight.json', 'search-index.json', 'compressed', 'compressed.json', 'prerender.json', 'site-check.json'];

async function buildInChild(contentRoot: string, distDir: string): Promise<BuildChildReport & { treePeakMb: number; processMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(paths.root, 'bench/build-child.ts'), contentRoot, distDir], {
    cwd: paths.root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const memory = watchPeakTreeRss(child.pid!);
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  const processMs = performance.now() - started;
  const treePeak = await memory.stop();
  if (code !== 0) throw new Error(`the build of ${contentRoot} failed (exit code ${code}); its errors are above`);
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as BuildChildReport;
  return { ...report, treePeakMb: Math.round(treePeak / MB), processMs };
}

/**
 * Production builds, each in a process of its own and into a temporary folder (never `dist/`): for
 * each synthetic size a cold, a warm and a one-page-edit build, then ours cold and warm, OURS_RUNS
 * times. Ours goes last so that `.generated/` and the caches are left as a build of our content leaves them.
 */
export async function measureBuilds(onRun: (run: BuildRun) => void = () => {}): Promise<BuildRun[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-build-'));
  const runs: BuildRun[] = [];
  const measure = async (site: string, kind: BuildKind, contentRoot: string, distDir: string) => {
    if (kind === 'cold') for (const name of BUILD_CACHES) await rm(join(paths.cache, name), { recursive: true, force: true });
    const report = await buildInChild(contentRoot, distDir);
    const run: BuildRun = { site, kind, pages: report.pages, seconds: tenths(report.ms), processSeconds: tenths(report.processMs), cpuSeconds: tenths(report.cpuMs), rssMb: report.maxRssMb, treeRssMb: report.treePeakMb };
    onRun(run);
    runs.push(run);
  };
  try {
    for (const size of SYNTHETIC_SIZES) {
      const content = join(work, `content-${size}`);
      const dist = join(work, `dist-${size}`);
      await writeSyntheticSite(paths.content, content, size);
      await measure(`synthetic ${size}`, 'cold', content, dist);
      await measure(`synthetic ${size}`, 'warm', content, dist);
      await editSyntheticPage(content, size);
      await measure(`synthetic ${size}`, 'edit', content, dist);
      await rm(content, { recursive: true, force: true });
      await rm(dist, { recursive: true, force: true });
    }
    for (let round = 0; round < OURS_RUNS; round++) {
      for (const kind of ['cold', 'warm'] as const) await measure('ours', kind, paths.content, join(work, 'dist-ours'));
    }
    return runs;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The runs that have a target, beside it: the largest synthetic site's three builds and memory, and
 * the median of each kind of our builds, with the CPU time it took and the shortest time that much CPU
 * allows on this machine's cores.
 */
export function buildTargetRows(runs: BuildRun[], cores = availableParallelism()): TargetRow[] {
  const largest = `synthetic ${Math.max(...SYNTHETIC_SIZES)}`;
  const rows: TargetRow[] = [];
  for (const run of runs) {
    if (run.site !== largest) continue;
    const method = `${run.pages} pages, ${run.kind}, own process`;
    rows.push(targetRow(`build time, ${largest}`, method, run.seconds, ' s', BUILD_TARGETS.synthetic[run.kind], true));
    rows.push(targetRow(`peak memory, ${largest}`, `${method}, build and esbuild summed`, run.treeRssMb, ' MB', BUILD_TARGETS.synthetic.treeRssMb, true));
  }
  for (const kind of ['cold', 'warm'] as const) {
    const ours = runs.filter((run) => run.site === 'ours' && run.kind === kind);
    if (ours.length === 0) continue;
    const processMedian = median(ours.map((run) => run.processSeconds));
    const cpuMedian = median(ours.map((run) => run.cpuSeconds));
    // No schedule of that much CPU on these cores finishes sooner: the floor a target below it cannot pass.
    const floor = tenths((cpuMedian * 1000) / cores);
    const method = `${ours[0]!.pages} pages, ${kind}, own process, median of ${ours.length} (whole process: ${processMedian} s; CPU ${cpuMedian} s on ${cores} cores, so at best ${floor} s)`;
    rows.push(targetRow('build time, ours', method, median(ours.map((run) => run.seconds)), ' s', BUILD_TARGETS.ours[kind], true));
  }
  return rows;
}
