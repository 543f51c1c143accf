/**
 * One production build in a process of its own, so its time and peak memory are its own:
 * `tsx bench/build-child.ts <contentRoot> <distDir>` prints `{ ms, maxRssMb, pages }` as JSON.
 */
import { build } from '../src/build/build';

const [contentRoot, distDir] = process.argv.slice(2);
const started = performance.now();
const info = await build({ contentRoot, distDir, log: () => {} });
console.log(JSON.stringify({ ms: Math.round(performance.now() - started), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), pages: info.pages }));
