import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/e2e/browser';
import { EXAMPLE_NAMES, openCompilerPage, PLAYGROUND_EXAMPLES, readProject } from '../test/playground/compiler-page';
import { type BundlePart, largestFiles, largestPackages } from './bundle-parts';
import { median } from './stats';
import { targetRow, type TargetRow } from './targets';

/** Issue 37's targets: the compiler a reader downloads, and how long a build takes in the worker. */
export const PLAYGROUND_TARGETS = { rawBytes: 4_000_000, brotliBytes: 1_200_000, firstBuildMs: 300, rebuildMs: 100 } as const;

const REBUILDS = 5;
/** Fresh workers per example, each timed on its first build. */
const FRESH_WORKERS = 3;
/** How many of the bundle's largest packages and files the bench lists. */
const LARGEST_PARTS = 15;

export interface PlaygroundFigures {
  bundle: { raw: number; gzip: number; brotli: number };
  /** Where the bundle's bytes go: its largest packages and files, by their minified bytes in it (esbuild's metafile). */
  parts: { packages: BundlePart[]; files: BundlePart[] };
  /**
   * Per example: the median of its first builds, each in a fresh worker, then the median of the rebuilds
   * of the same files in the last of them (ms, the worker's own timing).
   */
  builds: { example: string; firstMs: number; firsts: number[]; rebuildMs: number; rebuilds: number[] }[];
}

/** The compiler bundle's bytes: as written, gzip at level 9 and Brotli at quality 11. */
export function compilerSizes(code: Buffer): PlaygroundFigures['bundle'] {
  return {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Bundles the compiler, weighs it, and times each example project's builds in Chromium. */
export async function measurePlayground(): Promise<PlaygroundFigures> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-playground-'));
  const browser = await launchBrowser();
  try {
    const compiler = await openCompilerPage(browser, outDir);
    const bundle = compilerSizes(await readFile(compiler.bundle.file));
    const { metafile } = compiler.bundle;
    const parts = { packages: largestPackages(metafile, LARGEST_PARTS), files: largestFiles(metafile, LARGEST_PARTS) };
    const builds = [];
    for (const example of EXAMPLE_NAMES) {
      const files = await readProject(join(PLAYGROUND_EXAMPLES, example));
      const timed = async () => {
        const answer = await compiler.build(files);
        if (answer.type !== 'built') throw new Error(`${example}: ${answer.message}`);
        return answer.timeMs;
      };
      const firsts: number[] = [];
      for (let worker = 0; worker < FRESH_WORKERS; worker++) {
        await compiler.restart();
        firsts.push(await timed());
      }
      const rebuilds: number[] = [];
      for (let run = 0; run < REBUILDS; run++) rebuilds.push(await timed());
      builds.push({ example, firstMs: median(firsts), firsts, rebuildMs: median(rebuilds), rebuilds });
    }
    await compiler.close();
    return { bundle, parts, builds };
  } finally {
    await browser.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

export function playgroundTargetRows({ bundle, builds }: PlaygroundFigures): TargetRow[] {
  return [
    targetRow('compiler, raw', 'bundlePlaygroundCompiler, minified', bundle.raw, ' B', PLAYGROUND_TARGETS.rawBytes, true),
    targetRow('compiler, Brotli', `Brotli 11 (gzip 9: ${bundle.gzip.toLocaleString('en-US')} B)`, bundle.brotli, ' B', PLAYGROUND_TARGETS.brotliBytes, true),
    ...builds.flatMap(({ example, firstMs, firsts, rebuildMs, rebuilds }) => [
      targetRow(`${example}: first build`, `its build in a fresh worker, median of ${firsts.length} workers (${firsts.join(', ')} ms)`, firstMs, ' ms', PLAYGROUND_TARGETS.firstBuildMs, true),
      targetRow(`${example}: rebuild`, `the same files again, median of ${rebuilds.length} (${rebuilds.join(', ')} ms)`, rebuildMs, ' ms', PLAYGROUND_TARGETS.rebuildMs, true),
    ]),
  ];
}
