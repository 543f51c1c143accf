/**
 * `npm run bench [-- --only=build,weight,lighthouse,navigation,server,search]`: measures the site in
 * one run, prints a table per part and writes bench/results.json. Timings live here, not in tests:
 * the machines are shared and noisy. Byte budgets are enforced by test/e2e/budgets.test.ts.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build, isBuildCurrent } from '../src/build/build';
import { paths } from '../src/build/paths';
import { listen } from '../src/server/listen';
import { createStaticServer } from '../src/server/static-server';
import { measureBuilds, measureLighthouse, measureNavigation, measureSearch, measureServer, measureWeight } from './measure';

const PARTS = ['build', 'weight', 'lighthouse', 'navigation', 'server', 'search'] as const;
const PAGES = ['/', '/concepts/', '/configuration/output/'];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? values.only.split(',') : [...PARTS];

function table(title: string, rows: Record<string, unknown>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const flat = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).flatMap(([key, value]) =>
        value && typeof value === 'object' ? Object.entries(value).map(([inner, v]) => [`${key}.${inner}`, String(v)]) : [[key, String(value)]],
      ),
    ),
  );
  const columns = Object.keys(flat[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...flat.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, at) => cell.padEnd(widths[at]!)).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of flat) console.log(line(columns.map((column) => row[column]!)));
}

const results: Record<string, unknown> = {
  machine: { cpu: cpus()[0]?.model, cores: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  date: new Date().toISOString(),
};

if (only.includes('build')) {
  results.build = await measureBuilds();
  table('Production build (child process; cold = no persistent cache)', results.build as Record<string, unknown>[]);
}

if (!(await isBuildCurrent())) await build({ log: () => {} });
const server = createStaticServer({ root: paths.dist });
const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${port}`;
try {
  if (only.includes('weight')) {
    results.weight = await Promise.all(PAGES.map(measureWeight));
    table('Page weight in bytes (first load: the HTML, its stylesheets and scripts)', results.weight as Record<string, unknown>[]);
  }
  if (only.includes('lighthouse')) {
    results.lighthouse = await measureLighthouse(origin, PAGES);
    table('Lighthouse 12 (mobile: simulated slow 4G and CPU; desktop preset)', results.lighthouse as Record<string, unknown>[]);
  }
  if (only.includes('navigation')) {
    results.navigation = [await measureNavigation(origin, '/concepts/', '/concepts/output/')];
    table('Client-side navigation: click to the new h1 painted (median)', results.navigation as Record<string, unknown>[]);
  }
  if (only.includes('server')) {
    const main = /<script defer src="(\/assets\/main\.[^"]+\.js)"/.exec(await (await fetch(`${origin}/concepts/`)).text())?.[1] ?? '/';
    results.server = await measureServer(origin, ['/concepts/', main]);
    table('Production server on loopback (autocannon, 10 connections, 8 s each, br/gzip accepted)', results.server as Record<string, unknown>[]);
  }
  if (only.includes('search')) {
    const search = await measureSearch(origin);
    results.search = search ?? 'not built';
    table('Search (first result: keystroke to first option, median of 5 fresh pages; queries: Node, same index)', search ? [search] : []);
  }
} finally {
  server.close();
  server.closeAllConnections();
}

await writeFile(join(paths.root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten: bench/results.json');
