import { describe, expect, it } from 'vitest';
import { buildTargetRows, type BuildRun } from './build';

const run = (site: string, kind: BuildRun['kind'], seconds: number, treeRssMb = 900): BuildRun => ({
  site,
  kind,
  pages: 100,
  seconds,
  processSeconds: seconds + 0.8,
  cpuSeconds: seconds + 10,
  rssMb: 800,
  treeRssMb,
});

describe('buildTargetRows', () => {
  it('holds the largest synthetic site and the medians of ours to their targets, and leaves the smaller sizes as figures', () => {
    const rows = buildTargetRows([
      run('synthetic 500', 'cold', 500),
      run('synthetic 2000', 'cold', 119),
      run('synthetic 2000', 'warm', 21, 1600),
      run('synthetic 2000', 'edit', 9),
      run('ours', 'cold', 16),
      run('ours', 'warm', 3.5),
      run('ours', 'cold', 14),
      run('ours', 'warm', 2.9),
      run('ours', 'cold', 14.5),
      run('ours', 'warm', 3.2),
    ], 2);
    expect(rows.map(({ figure, value, target, met }) => [figure, value, target, met])).toEqual([
      ['build time, synthetic 2000', '119 s', '≤ 120 s', 'yes'],
      ['peak memory, synthetic 2000', '900 MB', '≤ 1,536 MB', 'yes'],
      ['build time, synthetic 2000', '21 s', '≤ 20 s', 'NO'],
      ['peak memory, synthetic 2000', '1,600 MB', '≤ 1,536 MB', 'NO'],
      ['build time, synthetic 2000', '9 s', '≤ 10 s', 'yes'],
      ['peak memory, synthetic 2000', '900 MB', '≤ 1,536 MB', 'yes'],
      ['build time, ours', '14.5 s', '≤ 15 s', 'yes'],
      ['build time, ours', '3.2 s', '≤ 3 s', 'NO'],
    ]);
    expect(rows.at(-1)!.method).toBe('100 pages, warm, own process, median of 3 (whole process: 4 s; CPU 13.2 s on 2 cores, so at best 6.6 s)');
    expect(rows.at(-2)!.method).toBe('100 pages, cold, own process, median of 3 (whole process: 15.3 s; CPU 24.5 s on 2 cores, so at best 12.3 s)');
  });
});
