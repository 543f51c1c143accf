/**
 * One production build in a process of its own, so that its time and peak memory are its own:
 * `node --import tsx bench/build-child.ts <contentRoot> <distDir>` prints one line of JSON, a BuildChildReport.
 */
import { build } from '../src/builder/build';

export interface BuildChildReport {
  ms: number;
  /** CPU time of this process's threads during the build, user and system (esbuild's own processes not included). */
  cpuMs: number;
  /** Peak resident memory of this process (not of the esbuild service it starts). */
  maxRssMb: number;
  pages: number;
}

const [contentRoot, distDir] = process.argv.slice(2);
if (!contentRoot || !distDir) throw new Error('usage: build-child.ts <contentRoot> <distDir>');
const started = performance.now();
const cpuBefore = process.cpuUsage();
// Each step's time goes to stderr (the bench shows it), the report alone to stdout.
const { pages } = await build({ contentRoot, distDir, log: (line) => console.error(`    ${line}`) });
const cpu = process.cpuUsage(cpuBefore);
const report: BuildChildReport = { ms: Math.round(performance.now() - started), cpuMs: Math.round((cpu.user + cpu.system) / 1000), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), pages };
console.log(JSON.stringify(report));
