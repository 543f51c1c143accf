import { appendFile, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, ROOT, run, type RunResult, type RunningScript } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('debugging', 'contribute');
const command = (line: string) => `\`\`\`bash\n${line}\n\`\`\``;

/**
 * A copy of the project with a node_modules folder of its own, as a reader's project has: it holds the CLI
 * (a link to the webpack-cli that `npm ci` installed at the repository's root), so that
 * `./node_modules/webpack-cli/bin/cli.js` exists, and the filesystem cache is written inside the copy.
 * A node_modules folder left in the example by hand (a cache from a manual build) is not copied along.
 */
async function copy(): Promise<ExampleProject> {
  const project = await ExampleProject.copy('debugging', 'contribute');
  await rm(project.path('node_modules'), { recursive: true, force: true });
  await mkdir(project.path('node_modules'));
  // 'junction' only matters on Windows, where a directory symlink needs extra rights; elsewhere it is ignored.
  await symlink(join(ROOT, 'node_modules/webpack-cli'), project.path('node_modules/webpack-cli'), 'junction');
  return project;
}

/** Resolves once `running` has printed `text` `times` times. */
const printed = (running: RunningScript, text: string, times = 1) =>
  running.waitFor((output) => output.split(text).length - 1 >= times, JSON.stringify(text));

/** The guide shows the inspector's default port; the test lets the OS pick one, as other tests run beside it. */
const asDefaultPort = (text: string, port: string) => text.replaceAll(`127.0.0.1:${port}`, '127.0.0.1:9229');

const REASONS = ['--stats-reasons', '--stats-orphan-modules'];
const BAILOUTS = ['--stats-orphan-modules', '--stats-used-exports', '--stats-provided-exports', '--stats-optimization-bailout'];
const LOGGING = ['--stats-logging-debug', 'price-list-loader.js', '--stats-logging-debug', '/ModuleCountPlugin/'];
const CACHE = ['--cache-type', 'filesystem', '--infrastructure-logging-debug', '/PackFileCacheStrategy/'];

/** The builds, started together in `beforeAll` (each in a copy of its own) and awaited by the tests. */
let builds: {
  build: Promise<{ project: ExampleProject; result: RunResult }>;
  reasons: Promise<RunResult>;
  bailouts: Promise<{ result: RunResult; strict: RunResult }>;
  json: Promise<{ project: ExampleProject; result: RunResult; why: RunResult }>;
  logging: Promise<{ result: RunResult; bare: RunResult }>;
  cache: Promise<{ cold: RunResult; warm: RunResult; changed: RunResult }>;
  timings: Promise<{ profile: RunResult; untimed: RunResult }>;
  trace: Promise<{ project: ExampleProject; result: RunResult }>;
};

beforeAll(async () => {
  // Copies made here live until the file's tests are done.
  const [a, b, c, d, e, f, g, h] = await Promise.all(Array.from({ length: 8 }, () => copy()));
  const settle = <T>(promise: Promise<T>) => (promise.catch(() => undefined), promise);
  builds = {
    build: settle(a!.run('build').then((result) => ({ project: a!, result }))),
    reasons: settle(b!.npx('webpack', REASONS)),
    bailouts: settle(
      (async () => {
        const result = await c!.npx('webpack', BAILOUTS);
        // The fix the page suggests: currency.cjs in strict mode.
        const file = c!.path('src/utils/currency.cjs');
        await writeFile(file, `'use strict';\n${await readFile(file, 'utf8')}`);
        return { result, strict: await c!.run('build') };
      })(),
    ),
    json: settle(
      (async () => {
        const result = await d!.npx('webpack', ['--json=stats.json']);
        const why = await run('node', ['scripts/why.js', 'stats.json', 'tracking'], d!.dir);
        return { project: d!, result, why };
      })(),
    ),
    logging: settle(
      (async () => ({
        result: await e!.npx('webpack', LOGGING),
        bare: await e!.npx('webpack', ['--stats-logging-debug', 'price-list-loader']),
      }))(),
    ),
    cache: settle(
      (async () => {
        const cold = await f!.npx('webpack', CACHE);
        const warm = await f!.npx('webpack', CACHE);
        await appendFile(f!.path('loaders/price-list-loader.js'), '// changed\n');
        const changed = await f!.npx('webpack', CACHE);
        return { cold, warm, changed };
      })(),
    ),
    timings: settle(
      (async () => ({ profile: await g!.npx('webpack', ['--profile']), untimed: await g!.npx('webpack', ['--no-stats-timings']) }))(),
    ),
    trace: settle(
      (async () => {
        const result = await h!.run('profile');
        return { project: h!, result };
      })(),
    ),
  };
});

describe('Debugging (contribute)', () => {
  it('npm run build keeps tracking.js, bundles currency.cjs apart and hides most log entries', async () => {
    const { project, result } = await builds.build;
    expect(result.code).toBe(0);
    guide.expectShownLines(command('npm run build'), result.output);
    // The side effect of tracking.js is in the bundle although trackEvent is unused.
    const main = await project.read('dist/main.js');
    expect(main).toContain('addEventListener?.("click"');
    expect(main).not.toContain('trackEvent');
    // The plugin's log and debug entries are not printed at the default level.
    expect(result.output).not.toContain('ModuleCountPlugin');
    expect(result.output).not.toContain('parsed "Coffee 250"');
  });

  it('stats reasons, exports and bailouts explain tracking.js and currency.cjs', async () => {
    const reasons = await builds.reasons;
    expect(reasons.code).toBe(0);
    guide.expectShownLines(command(`npx webpack ${REASONS.join(' ')}`), reasons.output);
    const { result: bailouts, strict } = await builds.bailouts;
    expect(bailouts.code).toBe(0);
    guide.expectShownLines(command(`npx webpack ${BAILOUTS.join(' ')}`), bailouts.output);
    const concatBailout = 'ModuleConcatenation bailout: Cannot concat with ./src/utils/currency.cjs: Module is not in strict mode';
    expect(guide.text).toContain(`\`${concatBailout}\``);
    expect(bailouts.output).toContain(concatBailout);
    // In strict mode, currency.cjs joins the concatenation and the bundle shrinks by what the page says.
    const [, before, after] = /`main\.js` shrinks from (\d+) to (\d+) bytes/.exec(guide.text) ?? [];
    expect(bailouts.output).toContain(`asset main.js ${before} bytes`);
    expect(strict.code).toBe(0);
    expect(strict.output).toContain(`asset main.js ${after} bytes`);
    expect(guide.text).toContain('the report shows `./src/index.js + 5 modules` and no separate `currency.cjs`');
    expect(strict.output).toMatch(/^\.\/src\/index\.js \+ 5 modules /m);
    expect(strict.output).not.toContain('currency.cjs');
  });

  it('--json writes the stats, and scripts/why.js prints the issuer path, reasons and bailouts', async () => {
    const { project, result, why } = await builds.json;
    expect(result.code).toBe(0);
    guide.expectShownLines(command('npx webpack --json=stats.json'), result.output);
    const stats = JSON.parse(await project.read('stats.json'));
    expect(Array.isArray(stats.modules)).toBe(true);
    expect(why.code).toBe(0);
    guide.expectShownLines(command('node scripts/why.js stats.json tracking'), why.output);
    // Printed once, although the module is listed both as an orphan and inside the concatenated module.
    expect(why.stdout.match(/^\.\/src\/utils\/tracking\.js$/gm)).toHaveLength(1);
  });

  it('npm run debug waits for a debugger, and lists itself as a target for chrome://inspect', async () => {
    const project = await copy();
    // --inspect-port=0 in NODE_OPTIONS lets the OS pick the port that `node --inspect-brk` listens on.
    const debug = project.start('debug', [], { NODE_OPTIONS: '--inspect-port=0' });
    await debug.waitFor((output) => output.includes('For help, see:'), 'the inspector');
    const port = /ws:\/\/127\.0\.0\.1:(\d+)\//.exec(debug.output)?.[1];
    expect(port).toBeDefined();
    guide.expectShownLines(command('npm run debug'), asDefaultPort(debug.output, port!));
    // Paused before the first line: nothing is built while no debugger is attached.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(debug.output).not.toContain('compiled');

    const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).text();
    guide.expectShownLines(command('curl http://127.0.0.1:9229/json/list'), asDefaultPort(list, port!));
    expect(JSON.parse(list)[0]).toMatchObject({ type: 'node', title: './node_modules/webpack-cli/bin/cli.js' });

    // Any inspector client that connects makes the process print what the page says DevTools causes.
    expect(guide.text).toContain('the terminal prints `Debugger attached.`');
    expect(debug.output).not.toContain('Debugger attached.');
    const client = project.launch('node', ['inspect', `127.0.0.1:${port}`]);
    await printed(client, 'Break on start');
    await debug.waitFor((output) => output.includes('Debugger attached.'), 'a client to attach');
    await debug.stop();
  });

  it('node inspect stops at the debugger statement in the loader', async () => {
    const project = await copy();
    const session = project.launch('node', ['inspect', '--port=0', './node_modules/webpack-cli/bin/cli.js']);
    await printed(session, 'Break on start');
    session.write('cont');
    await printed(session, 'break in loaders/price-list-loader.js:7');
    session.write('exec line');
    await printed(session, "'Coffee 250'");
    session.write('cont');
    await printed(session, 'break in loaders/price-list-loader.js:7', 2);
    session.write('exec line');
    await printed(session, "'Croissant 180'");
    // What the reader sees, without the prompts and the `< ` in front of the lines node inspect passes on.
    const shown = session.output.replace(/\x1b\[[0-9;]*[A-Za-z]|\x08/g, '').replace(/^(?:debug> |< )+/gm, '');
    guide.expectShownLines(command('node inspect ./node_modules/webpack-cli/bin/cli.js'), shown);
  });

  it('stats.loggingDebug prints the debug entries of the loader and the plugin', async () => {
    const { result, bare } = await builds.logging;
    expect(result.code).toBe(0);
    guide.expectShownLines(command(`npx webpack ${LOGGING.join(' ')}`), result.output);
    // The string matches a whole path segment only: the logger's own name is not one.
    expect(bare.output).toContain('+ 3 hidden lines');
    expect(bare.output).not.toContain('DEBUG LOG');
  });

  it('infrastructure logging shows the cache being written, restored, and thrown away after the loader changes', async () => {
    const { cold, warm, changed } = await builds.cache;
    expect(cold.code).toBe(0);
    expect(guide.text).toContain(command(`npx webpack ${CACHE.join(' ')}`));
    guide.expectShownLines('The first build finds no cache', cold.output);
    expect(warm.code).toBe(0);
    const restored = /The second build restores it, and reports `([^`]+)`/.exec(guide.text)?.[1];
    expect(restored).toBeDefined();
    expect(warm.output).toContain(restored!);
    expect(warm.output).not.toContain('LOG from ./loaders/price-list-loader.js');
    expect(changed.code).toBe(0);
    guide.expectShownLines('After the loader changes', changed.output);
    expect(changed.output).toContain('LOG from ./loaders/price-list-loader.js');
  });

  it('--profile prints module times, and --no-stats-timings drops the build time', async () => {
    const { profile, untimed } = await builds.timings;
    expect(profile.code).toBe(0);
    guide.expectShownLines(command('npx webpack --profile'), profile.output);
    expect(untimed.output).toMatch(/^webpack 5\.\d+\.\d+ compiled successfully$/m);
  });

  it('npm run profile writes a trace that parses as JSON with trace events', async () => {
    const { project, result } = await builds.trace;
    expect(result.code).toBe(0);
    expect(result.output).toContain('DeprecationWarning: Compilation.hooks.normalModuleLoader');
    const events = JSON.parse(await readFile(project.path('profiling/events.json'), 'utf8')) as { ph: string; name: string }[];
    expect(events.length).toBeGreaterThan(100);
    expect(events.some((event) => event.ph === 'B' && event.name === 'ModuleCountPlugin')).toBe(true);
    expect(events.filter((event) => event.ph === 'B').length).toBe(events.filter((event) => event.ph === 'E').length);
    expect(events.at(-1)?.name).toBe('CpuProfile');
  });
});
