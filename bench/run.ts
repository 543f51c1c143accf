/**
 * `npm run bench [-- --only=build,weight,lighthouse,navigation,server,search,dev,playground]`: measures the site in
 * one run, prints a table per part and writes bench/results.json. Timings live here and not in tests:
 * they depend on the machine and its load. The byte budgets are tests (test/e2e/budgets.test.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build, isBuildCurrent } from '../src/builder/build';
import { paths } from '../src/builder/paths';
import { listen } from '../src/server/listen';
import { createStaticServer } from '../src/server/static-server';
import { buildTargetRows, measureBuilds, SYNTHETIC_SIZES } from './build';
import { bundlePartRows } from './bundle-parts';
import { devTargetRows, measureDevServer } from './dev-server';
import { LIGHTHOUSE_TARGETS, measureLighthouse } from './lighthouse';
import { measureNavigation } from './navigation';
import { offlineLine, offlineSizes } from './offline-install';
import { FIRST_LOAD_JS_TARGET, firstLoadAssets, meetsFirstLoadTarget, pageWeight } from './page-weight';
import { measurePlayground, playgroundTargetRows } from './playground';
import { relevanceRows, relevanceTargetRows } from './relevance';
import { measureSearch, measureSearchRelevance, searchTargetRows } from './search';
import { measureServerLoad, measureStartup, serverTargetRows, startServer } from './server-load';
import { formatTable } from './table';

const PARTS = ['build', 'weight', 'lighthouse', 'navigation', 'server', 'search', 'dev', 'playground'] as const;
type Part = (typeof PARTS)[number];
/** The splash page, a section index, a long document, the longest reference page and a guide. */
/** The pages weighed and measured: the splash, documentation pages of each kind, and the two app screens that load more after hydration. */
const PAGES = ['/', '/concepts/', '/configuration/output/', '/api/cli/', '/guides/getting-started/', '/vote/', '/playground/'];

function selectedParts(): Set<Part> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only) return new Set(PARTS);
  const names = values.only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  return new Set(names as Part[]);
}

function print(title: string, rows: readonly object[]): void {
  console.log(`\n${title}\n${formatTable(rows)}`);
}

const parts = selectedParts();
const results: Record<string, unknown> = {
  machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version, os: `${platform()} ${release()}` },
  date: new Date().toISOString(),
};

if (parts.has('build')) {
  console.log(`\nbuilding: synthetic sites of our content plus ${SYNTHETIC_SIZES.join(', ')} generated pages (cold, warm, one page edited), then ours (minutes)`);
  const runs = await measureBuilds((run) => console.log(`  ${run.site} ${run.kind}: ${run.seconds} s (process ${run.processSeconds} s, CPU ${run.cpuSeconds} s)`));
  results.build = runs;
  print(
    'Production build, each in its own process, one after the other (cold: every build cache removed; warm: nothing changed since the build before; edit: one page changed; seconds: the build itself; processSeconds: from spawn to exit, loading its code included; cpuSeconds: CPU time of its threads during the build)',
    runs,
  );
  print('Build targets', buildTargetRows(runs));
}

if (parts.has('dev')) {
  console.log('\nnpm run dev: timing saves on a copy of the content (about a minute)');
  const dev = await measureDevServer();
  results.dev = dev;
  print("The writer's loop: from saving a file to its result painted in the open page (wall clock, the dev server and Chromium on this machine)", devTargetRows(dev));
}

if (parts.has('playground')) {
  console.log('\nplayground: bundling the compiler, then building each example project in Chromium');
  const playground = await measurePlayground();
  results.playground = playground;
  print("Where the compiler's bytes go: its largest packages, by their minified bytes in the bundle (esbuild's metafile)", bundlePartRows(playground.parts.packages, playground.bundle.raw));
  print('… and its largest files', bundlePartRows(playground.parts.files, playground.bundle.raw));
  print('The playground: the compiler bundle a reader downloads, and builds of the example projects in its worker (Chromium on this machine)', playgroundTargetRows(playground));
}

if ([...parts].some((part) => part !== 'build' && part !== 'dev' && part !== 'playground')) {
  if (!(await isBuildCurrent())) {
    console.log('\ndist/ is not built from the current sources: building it first');
    await build({ log: (line) => console.log(`  ${line}`) });
  }
  const server = createStaticServer({ root: paths.dist });
  const { port } = await listen(server, { port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    if (parts.has('weight')) {
      const weights = await Promise.all(
        PAGES.map(async (url) => {
          const weight = await pageWeight(paths.dist, url);
          return { url, ...weight, meetsJsTarget: meetsFirstLoadTarget(weight.js) };
        }),
      );
      results.weight = weights;
      print('Page weight in bytes: the HTML, its stylesheets and its first-load scripts (gzip 9, Brotli 11, per file)', weights);
      console.log(`First-load JS target: <= ${FIRST_LOAD_JS_TARGET.gzip / 1000} kB gzip and <= ${FIRST_LOAD_JS_TARGET.brotli / 1000} kB Brotli on every page.`);
      const offline = await offlineSizes(paths.dist);
      results.offline = offline;
      console.log(`\n${offlineLine(offline)}`);
    }
    if (parts.has('lighthouse')) {
      const runs = await measureLighthouse(origin, PAGES);
      results.lighthouse = runs;
      const { performance, lcpOverFcp, tbtMs, cls } = LIGHTHOUSE_TARGETS;
      print(
        [
          'Lighthouse 12 on loopback, each figure the median of 3 runs, each run in a fresh Chromium (a first visit, nothing cached).',
          'mobile: its default (Moto G Power, slow 4G, 4x CPU slowdown, simulated from an unthrottled load); desktop: its preset.',
          `Mobile targets: performance ${performance}, LCP <= ${lcpOverFcp} x FCP, TBT <= ${tbtMs} ms, CLS ${cls}, the other categories 100.`,
        ].join('\n'),
        runs,
      );
    }
    if (parts.has('navigation')) {
      const timing = await measureNavigation(origin, '/concepts/', '/concepts/output/');
      results.navigation = timing;
      print('Client-side navigation, click to the new h1 painted (median; fetched: fresh context; cached: the same click after a reload, chunk from the HTTP cache)', [timing]);
    }
    if (parts.has('server')) {
      const { scripts } = firstLoadAssets(await readFile(join(paths.dist, 'concepts/index.html'), 'utf8'));
      const mainScript = scripts.find((script) => /^\/assets\/main\.[\w-]+\.js$/.test(script));
      if (!mainScript) throw new Error('/concepts/ loads no /assets/main.<hash>.js');
      // The compiled server as `npm run serve` runs it, in a process of its own; wrk loads it from another.
      const command = [process.execPath, paths.serverBundle];
      const startup = await measureStartup(command);
      const compiled = await startServer(command);
      const loads = [];
      try {
        for (const connections of [10, 100]) loads.push(...(await measureServerLoad(compiled.origin, ['/concepts/', mainScript], { connections })));
      } finally {
        await compiled.stop();
      }
      results.server = { startup, loads };
      print('Production server: `node .cache/server/server.mjs` on loopback, no access log (wrk on one thread, Brotli accepted, paths one after the other)', serverTargetRows(startup, loads));
    }
    if (parts.has('search')) {
      const search = await measureSearch(origin, paths.dist);
      results.search = search ?? 'not built';
      if (search) print('Search: first result in Chromium on loopback, one fresh page per query; query latency in Node on the shipped index', searchTargetRows(search));
      else console.log('\nsearch: not built');
      const relevance = await measureSearchRelevance(origin, paths.dist);
      if (relevance) {
        results.relevance = relevance;
        print('Search relevance: pages ranked for each query of bench/search-queries.json, ours (shipped chunk) and Pagefind (Starlight’s ranking) on the same built pages', [
          ...relevanceRows('ours', relevance.ours),
          ...relevanceRows('pagefind', relevance.pagefind),
        ]);
        print('Search relevance against its targets', relevanceTargetRows(relevance));
        print('Queries ours misses (no expected page in the first three)', relevance.misses.map(({ query, kind, rank, found }) => ({ kind, query, rank: rank ?? '-', 'first pages': found.join(' ') })));
      }
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

await writeFile(join(paths.root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten: bench/results.json');
