import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../src/builder/paths';
import type { BuildChildReport } from './build-child';
import { writeSyntheticSite } from './synthetic-site';
import { watchPeakTreeRss } from './tree-memory';

export const SYNTHETIC_PAGES = 2000;

export interface BuildRun {
  site: 'ours' | 'synthetic';
  /** cold: no build cache at all (BUILD_CACHES removed); warm: the caches the previous build of the same site left. */
  cache: 'cold' | 'warm';
  pages: number;
  seconds: number;
  /** Peak memory of the build process itself (`process.resourceUsage().maxRSS`). */
  rssMb: number;
  /** Peak of the summed memory of the build process and its children (esbuild), sampled every 100 ms. */
  treeRssMb: number;
}

const MB = 2 ** 20;

/** The build's caches in `.cache/`: webpack's, rendered pages, highlighted code, compressed files. */
const BUILD_CACHES = ['webpack', 'render', 'highlight.json', 'compressed'];

async function buildInChild(contentRoot: string, distDir: string): Promise<BuildChildReport & { treePeakMb: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(paths.root, 'bench/build-child.ts'), contentRoot, distDir], {
    cwd: paths.root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const memory = watchPeakTreeRss(child.pid!);
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  const treePeak = await memory.stop();
  if (code !== 0) throw new Error(`the build of ${contentRoot} failed (exit code ${code}); its errors are above`);
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as BuildChildReport;
  return { ...report, treePeakMb: Math.round(treePeak / MB) };
}

/**
 * Cold and warm production builds of a generated 2,000-page site, then of our content, each into a
 * temporary folder (never `dist/`). Ours goes last so that `.generated/` and the webpack cache are
 * left as a build of our content leaves them. Cold means every build cache removed.
 */
export async function measureBuilds(onRun: (run: BuildRun) => void = () => {}): Promise<BuildRun[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-build-'));
  try {
    const syntheticContent = join(work, 'content');
    await writeSyntheticSite(paths.content, syntheticContent, SYNTHETIC_PAGES);
    const runs: BuildRun[] = [];
    for (const [site, contentRoot] of [
      ['synthetic', syntheticContent],
      ['ours', paths.content],
    ] as const) {
      for (const cache of ['cold', 'warm'] as const) {
        if (cache === 'cold') for (const name of BUILD_CACHES) await rm(join(paths.cache, name), { recursive: true, force: true });
        const report = await buildInChild(contentRoot, join(work, `dist-${site}`));
        const run: BuildRun = { site, cache, pages: report.pages, seconds: Math.round(report.ms / 100) / 10, rssMb: report.maxRssMb, treeRssMb: report.treePeakMb };
        onRun(run);
        runs.push(run);
      }
    }
    return runs;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
