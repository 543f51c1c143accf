import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, freePort, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const guide = new GuideText('lazy-compilation');
const openPage = useSharedBrowser();

const CACHE_LOGGER = '[webpack.cache.PackFileCacheStrategy]';
const BUILT = (file: string) => new RegExp(`^\\s*\\./src/${file.replace('.', '\\.')} \\d+ bytes \\[built\\] \\[code generated\\]$`, 'm');
const CACHED = /^cached modules [\d.]+ KiB \(javascript\) [\d.]+ KiB \(runtime\) \[cached\] 12 modules$/m;

/** Changes a file of a copy, as the reader would in an editor. */
async function edit(project: ExampleProject, file: string, from: string, to: string) {
  const before = await project.read(file);
  expect(before).toContain(from);
  await writeFile(project.path(file), before.replace(from, to));
}

/**
 * What the reader's terminal shows: webpack logs to stderr while it works and webpack-cli prints the stats to
 * stdout at the end, so the log lines come first (RunResult.output has stdout first).
 */
const terminal = (result: RunResult) => `${result.stderr}\n${result.stdout}`.replace(/\x1b\[[0-9;]*m/g, '');

const releaseIn = async (project: ExampleProject) => /Release \$\{"(\w+)"\}/.exec(await project.read('dist/main.js'))?.[1];

interface Runs {
  first: RunResult;
  second: RunResult;
  cacheFiles: string[];
  beta: RunResult;
  betaRelease?: string;
  loaderEdited: RunResult;
  configEdited: RunResult;
}
interface StaleRuns {
  local: RunResult;
  beta: RunResult;
  betaRelease?: string;
  loaderEdited: RunResult;
  loaderEditedRelease?: string;
  oneOff: RunResult;
  oneOffMain: string;
}

// Two lanes of one-off builds, each in its own copy, run while the dev server test uses the browser.
let runs: Promise<Runs>;
let staleRuns: Promise<StaleRuns>;
let defineRuns: Promise<{ a: RunResult; b: RunResult; report: string }>;
beforeAll(async () => {
  const copy = () => ExampleProject.copy('lazy-compilation');
  const [project, stale, define] = await Promise.all([copy(), copy(), copy()]);
  runs = (async () => {
    const first = await project.run('build', ['--infrastructure-logging-debug']);
    const second = await project.run('build', ['--infrastructure-logging-debug']);
    const cacheFiles = await project.files('node_modules/.cache/webpack');
    const beta = await project.run('build', ['--infrastructure-logging-level=log'], { RELEASE: 'beta' });
    const betaRelease = await releaseIn(project);
    await edit(project, 'loaders/release-loader.js', 'export default function', '// edited\nexport default function');
    const loaderEdited = await project.run('build', ['--infrastructure-logging-level=log'], { RELEASE: 'beta' });
    await edit(project, 'webpack.config.js', "  devtool: false,\n", "  devtool: 'eval',\n");
    const configEdited = await project.run('build', ['--infrastructure-logging-level=log'], { RELEASE: 'beta' });
    return { first, second, cacheFiles, beta, betaRelease, loaderEdited, configEdited };
  })();
  staleRuns = (async () => {
    // Lazy compilation forced on for a one-off build, in the project as the guide ships it.
    const oneOff = await stale.npx('webpack', ['--experiments-lazy-compilation']);
    const oneOffMain = await stale.read('dist/main.js');
    // Then the configuration without `cache.version`: the pitfall the guide warns about.
    await edit(stale, 'webpack.config.js', '    version: release,\n', '');
    const local = await stale.run('build');
    const beta = await stale.run('build', [], { RELEASE: 'beta' });
    const betaRelease = await releaseIn(stale);
    await edit(stale, 'loaders/release-loader.js', 'export default function', '// edited\nexport default function');
    const loaderEdited = await stale.run('build', ['--infrastructure-logging-level=log'], { RELEASE: 'beta' });
    const loaderEditedRelease = await releaseIn(stale);
    return { local, beta, betaRelease, loaderEdited, loaderEditedRelease, oneOff, oneOffMain };
  })();
  defineRuns = (async () => {
    // The table's DefinePlugin row: a defined value from the environment, no cache.version.
    await edit(define, 'webpack.config.js', "import path from 'node:path';\n", "import path from 'node:path';\nimport webpack from 'webpack';\n");
    await edit(define, 'webpack.config.js', '    version: release,\n', '');
    await edit(
      define,
      'webpack.config.js',
      '  devtool: false,\n',
      "  devtool: false,\n  plugins: [new webpack.DefinePlugin({ __FLAG__: JSON.stringify(process.env.FLAG ?? 'off') })],\n",
    );
    await edit(define, 'src/statistics.js', 'export function', 'export const flag = __FLAG__;\n\nexport function');
    const a = await define.run('build', [], { FLAG: 'a' });
    const b = await define.run('build', [], { FLAG: 'b' });
    return { a, b, report: await define.read('dist/src_report_js.js') };
  })();
  // No build may still be writing into a copy when the copies are removed.
  cleanUp(() => Promise.allSettled([runs, staleRuns, defineRuns]));
});

describe('Persistent caching', () => {
  it('captures the config and the loader as build dependencies, and the second build restores every module', async () => {
    const { first, second, cacheFiles } = await runs;
    expect(first.code).toBe(0);
    guide.expectShownLines('npm run build -- --infrastructure-logging-debug', terminal(first));
    expect(first.output).toMatch(BUILT('index.js'));
    expect(first.output).toMatch(BUILT('statistics.js'));
    expect(first.output).toContain(`${CACHE_LOGGER} Stored pack (`);

    expect(second.code).toBe(0);
    guide.expectShownLines('Run the same command again', terminal(second));
    expect(second.output).toMatch(CACHED);
    expect(second.output).not.toContain('[built]');
    // Nothing changed, so nothing is written.
    expect(second.output).not.toContain('Storing pack');
    // `name: 'build'` for one-off builds.
    expect(cacheFiles).toEqual(['build/0.pack', 'build/index.pack']);
  });

  it('discards the cache when cache.version, the loader or the configuration file changes', async () => {
    const { beta, betaRelease, loaderEdited, configEdited } = await runs;
    expect(beta.code).toBe(0);
    guide.expectShownLines('RELEASE=beta npm run build', terminal(beta));
    expect(beta.output).toMatch(BUILT('report.js'));
    expect(betaRelease).toBe('beta');

    expect(loaderEdited.code).toBe(0);
    guide.expectShownLines('and run the last command again', terminal(loaderEdited));
    expect(loaderEdited.output).toMatch(BUILT('index.js'));
    expect(loaderEdited.output).not.toContain('cached modules');

    expect(configEdited.code).toBe(0);
    expect(configEdited.output).toMatch(/Restored pack from \S+\/node_modules\/\.cache\/webpack\/build\.pack, but build dependencies have changed\./);
    expect(configEdited.output).toMatch(BUILT('index.js'));
    expect(configEdited.output).not.toContain('cached modules');
  });

  it('without cache.version, a value from the environment is served stale until a build dependency changes', async () => {
    const { local, beta, betaRelease, loaderEdited, loaderEditedRelease } = await staleRuns;
    expect(local.code).toBe(0);
    expect(beta.code).toBe(0);
    expect(beta.output).toMatch(CACHED);
    expect(betaRelease).toBe('local');

    expect(loaderEdited.code).toBe(0);
    expect(loaderEdited.output).toContain('but build dependencies have changed.');
    expect(loaderEdited.output).toMatch(BUILT('index.js'));
    expect(loaderEditedRelease).toBe('beta');
  });

  it('rebuilds only the modules that use a DefinePlugin value when the value changes', async () => {
    const { a, b, report } = await defineRuns;
    expect(a.code).toBe(0);
    expect(a.output).toMatch(BUILT('index.js'));
    expect(b.code).toBe(0);
    expect(b.output).toMatch(BUILT('statistics.js'));
    expect(b.output).not.toMatch(BUILT('index.js'));
    expect(b.output).not.toMatch(BUILT('report.js'));
    expect(b.output).toMatch(/^cached modules .* \[cached\] 11 modules$/m);
    expect(report).toContain('const flag = "b"');
  });
});

describe('Lazy compilation', () => {
  it('a one-off build with lazy compilation ships a proxy instead of the application', async () => {
    const { oneOff, oneOffMain } = await staleRuns;
    expect(oneOff.code).toBe(0);
    guide.expectShownLines('npx webpack --experiments-lazy-compilation', oneOff.output);
    expect(oneOff.output).not.toMatch(BUILT('index.js'));
    expect(oneOffMain).not.toContain('Show the report');
    expect(oneOffMain).toMatch(/http%3A%2F%2Flocalhost%3A\d+%2Flazy-compilation-using-/);
  });

  it('compiles the entry when the page opens and report.js only when the import() is reached', async () => {
    const project = await ExampleProject.copy('lazy-compilation');
    const args = ['--port', String(await freePort()), '--host', '127.0.0.1'];
    const server = project.start('start', args);
    const compiled = (count: number) => (output: string) => (output.match(/compiled successfully in \d+ ms/g) ?? []).length >= count;
    await server.waitFor(compiled(1), 'the first build', 40_000);
    const origin = `http://${args[3]}:${args[1]}`;

    // 1. At start, only a proxy stands in for the entry module: none of src/ is compiled.
    const atStart = server.output;
    guide.expectShownLines('Start the dev server:', atStart);
    // "over 170 KiB": the dev server's client and the HMR runtime (the exact size depends on where node_modules is).
    expect(Number(/^asset main\.js ([\d.]+) KiB/m.exec(atStart)?.[1])).toBeGreaterThan(170);
    expect(atStart).not.toMatch(BUILT('index.js'));
    expect(atStart).not.toContain('report.js');

    // 2. Opening the page asks the backend for the entry, over an EventSource on its own port.
    const { page, problems } = await openPage();
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const backend: { url: string; type: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lazy-compilation-using-')) backend.push({ url: decodeURIComponent(request.url()), type: request.resourceType() });
    });
    await page.goto(`${origin}/`);
    await expect.poll(() => page.locator('#status').textContent(), { timeout: 20_000 }).toBe('Release local. The report is not loaded yet.');
    await server.waitFor(compiled(2), 'the entry to be compiled', 20_000);
    const afterOpen = server.output.slice(atStart.length);
    guide.expectShownLines('Open the page', afterOpen);
    expect(afterOpen).toMatch(BUILT('index.js'));
    expect(afterOpen).not.toMatch(BUILT('report.js'));
    expect(backend).toHaveLength(1);
    expect(backend[0]!.type).toBe('eventsource');
    expect(backend[0]!.url).toMatch(/^http:\/\/localhost:\d+\/lazy-compilation-using-javascript\/esm\|.*\/src\/index\.js$/);
    expect(backend[0]!.url).not.toContain(`:${args[1]}/`);

    // 3. The click reaches import('./report.js'): now, and only now, report.js and statistics.js are compiled.
    await page.click('#show-report');
    await expect
      .poll(() => page.locator('#report').textContent(), { timeout: 20_000 })
      .toBe('Report for local: 7 days, 116 sales, 16.6 a day, best day 31.');
    await server.waitFor(compiled(3), 'report.js to be compiled', 20_000);
    const afterClick = server.output.slice(atStart.length + afterOpen.length);
    guide.expectShownLines('Press **Show the report**', afterClick);
    expect(afterClick).toMatch(BUILT('report.js'));
    expect(afterClick).toMatch(BUILT('statistics.js'));
    expect(afterClick).not.toMatch(BUILT('index.js'));
    // The page now keeps both modules alive with one EventSource that names both.
    expect(backend).toHaveLength(2);
    expect(backend[1]!.url).toMatch(/\/src\/index\.js@javascript\/esm\|.*\/src\/report\.js$/);
    expect(problems).toEqual([]);
  });
});
