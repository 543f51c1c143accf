import { existsSync } from 'node:fs';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, serveFolder, type RunResult } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

/** The page's <dl> as label → value pairs. */
async function readDetails(dir: string): Promise<{ details: Record<string, string>; text: string; problems: string[] }> {
  const { origin } = await serveFolder(dir);
  const { page, problems } = await openPage();
  cleanUp(() => page.context().close());
  // Keep the error's name too: the guide quotes "ReferenceError: process is not defined".
  page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  await page.goto(`${origin}/index.html`);
  await page.waitForLoadState('load');
  const details = await page.evaluate(() => {
    const result: Record<string, string> = {};
    for (const term of document.querySelectorAll('dt')) result[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
    return result;
  });
  const text = await page.locator('body').innerText();
  return { details, text, problems };
}

/** An environment without the variables the guide talks about, whatever the machine running the tests has. */
const clean = { COMMIT_SHA: undefined, WEBPACK_SUPPORT_EMAIL: undefined, WEBPACK_ANALYTICS_ID: undefined, NODE_ENV: undefined };

/**
 * The copies are made in `beforeAll`, where there is no test for ExampleProject.copy's `onTestFinished` clean-up to
 * attach to; remove them here, registered at the top level where vitest surely runs it (`force` makes a second removal harmless).
 */
const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

interface Build {
  project: ExampleProject;
  result: RunResult;
}

/** At most this many webpack processes at once: more only compete for the same CPUs and memory. */
const PARALLEL_BUILDS = 4;
let running = 0;
const waiting: (() => void)[] = [];

/** A fresh copy of the example, changed by `prepare`, then built by `run`. */
async function build(run: (project: ExampleProject) => Promise<RunResult>, prepare?: (project: ExampleProject) => Promise<void>): Promise<Build> {
  const project = await ExampleProject.copy('environment-variables');
  copies.push(project.dir);
  await prepare?.(project);
  if (running >= PARALLEL_BUILDS) await new Promise<void>((start) => waiting.push(start));
  running++;
  try {
    return { project, result: await run(project) };
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function replaceIn(project: ExampleProject, file: string, from: string, to: string): Promise<void> {
  const text = await project.read(file);
  // The edit must hit the fixture as the guide shows it, or the test would check an unchanged project.
  expect(text).toContain(from);
  await writeFile(project.path(file), text.replace(from, to));
}

/** Prints what a configuration function receives: `env`, `argv.mode` and `process.env.NODE_ENV`. */
function printConfig(config: string): string {
  return `export default (env, argv) => {
  console.log('CONFIG=' + JSON.stringify({ env, mode: argv.mode, nodeEnv: process.env.NODE_ENV }, (key, value) => (value === undefined ? '<undefined>' : value)));
  return ${config};
};
`;
}

/** Modules and a configuration for the DefinePlugin table and the secrets section; the example itself does not use these. */
async function writeProbe(project: ExampleProject): Promise<void> {
  await mkdir(project.path('probe'));
  await writeFile(
    project.path('probe/define.js'),
    `console.log(__RELEASE__, __BARE__, __WORD__, __NUMBER__, __FLAG__, __NOTHING__, __API__);
console.log('__RELEASE__ inside a string', window.__RELEASE__, typeof __RELEASE__);
function shadowed(__RELEASE__) {
  return __RELEASE__;
}
{
  const __RELEASE__ = 'a local variable';
  console.log(shadowed('a parameter'), __RELEASE__);
}
`,
  );
  await writeFile(project.path('probe/bare.js'), 'document.title = __BARE__;\n');
  await writeFile(project.path('probe/plain.js'), 'document.body.dataset.api = process.env.API_URL;\n');
  await writeFile(project.path('probe/dynamic.js'), 'document.body.dataset.value = process.env[document.title];\n');
  await writeFile(
    project.path('probe.config.js'),
    `import path from 'node:path';
import webpack from 'webpack';

export default (env) => ({
  mode: env.mode,
  devtool: false,
  entry: Object.fromEntries(env.entries.split(',').map((name) => [name, './probe/' + name + '.js'])),
  output: { path: path.resolve(import.meta.dirname, 'dist') },
  plugins: [
    new webpack.DefinePlugin({
      __RELEASE__: JSON.stringify('2.4.0'),
      __BARE__: '2.4.0',
      __WORD__: 'production',
      __NUMBER__: 42,
      __FLAG__: true,
      __NOTHING__: null,
      __API__: { url: JSON.stringify('/v2') },
      'process.env': JSON.stringify({ API_URL: 'https://api.example.com', SECRET_TOKEN: 'do-not-ship' }),
    }),
  ],
});
`,
  );
}

const probe = (mode: string, entries: string) => (project: ExampleProject) =>
  project.npx('webpack', ['--config', 'probe.config.js', '--env', `mode=${mode}`, '--env', `entries=${entries}`], clean);

/** The line `CONFIG=…` printed by printConfig(). */
function printed(result: RunResult): unknown {
  const line = result.stdout.split('\n').find((text) => text.startsWith('CONFIG='));
  expect(line, result.output).toBeDefined();
  return JSON.parse(line!.slice('CONFIG='.length));
}

// Every build is independent of the others: run them side by side (PARALLEL_BUILDS at a time), then check each in its own test.
let builds: Record<
  | 'staging'
  | 'defaults'
  | 'development'
  | 'processEnv'
  | 'requiredProduction'
  | 'requiredDevelopment'
  | 'envFlags'
  | 'nodeEnvFlag'
  | 'configNodeEnvExample'
  | 'dotenvFiles'
  | 'probeDevelopment'
  | 'probeProduction'
  | 'probeBare',
  Build
>;

beforeAll(async () => {
  const requireCommitSha = (project: ExampleProject) =>
    replaceIn(project, 'webpack.config.js', "new webpack.EnvironmentPlugin({ COMMIT_SHA: 'unknown' })", "new webpack.EnvironmentPlugin(['COMMIT_SHA'])");
  const entries = {
    staging: build((project) =>
      project.run('build', ['--env', 'api.url=https://staging.example.com', '--env', 'release=2.4.0', '--env', 'beta'], { ...clean, COMMIT_SHA: '3f9c2e1' }),
    ),
    defaults: build((project) => project.run('build', [], clean)),
    development: build((project) => project.run('build:dev', [], clean)),
    processEnv: build(
      (project) => project.run('build', [], clean),
      (project) => replaceIn(project, 'src/index.js', 'import.meta.env.WEBPACK_ANALYTICS_ID', 'process.env.WEBPACK_ANALYTICS_ID'),
    ),
    requiredProduction: build((project) => project.run('build', [], clean), requireCommitSha),
    requiredDevelopment: build((project) => project.run('build:dev', [], clean), requireCommitSha),
    // A configuration that sets no mode, so the mode webpack-cli picks from --config-node-env shows.
    envFlags: build(
      (project) =>
        project.npx(
          'webpack',
          [
            '--config',
            'print-env.config.js',
            '--config-node-env',
            'production',
            ...['beta', 'release=2.4.0', 'port=8080', 'api.url=https://staging.example.com', 'token=a=b', 'debug='].flatMap((flag) => ['--env', flag]),
          ],
          clean,
        ),
      (project) => writeFile(project.path('print-env.config.js'), printConfig("{ entry: './src/index.js' }")),
    ),
    configNodeEnvExample: build((project) => project.npx('webpack', ['--config-node-env', 'production'], clean)),
    nodeEnvFlag: build((project) => project.npx('webpack', ['--mode', 'production', '--node-env', 'production'], clean)),
    // The guide's shell override, plus: a later .env file over an earlier one, a WEBPACK_ variable only the shell
    // has, and the whole import.meta.env object logged.
    dotenvFiles: build(
      (project) => project.run('build', [], { ...clean, WEBPACK_SUPPORT_EMAIL: 'ops@example.com', WEBPACK_BUILD_HOST: 'ci-7' }),
      async (project) => {
        await writeFile(project.path('.env.local'), 'WEBPACK_ANALYTICS_ID=UA-local\n');
        await writeFile(project.path('.env.production'), 'WEBPACK_ANALYTICS_ID=UA-1234\n');
        await writeFile(project.path('src/index.js'), `${await project.read('src/index.js')}\nconsole.log(import.meta.env);\n`);
      },
    ),
    probeDevelopment: build(probe('development', 'define,plain,dynamic'), writeProbe),
    probeProduction: build(probe('production', 'plain,dynamic'), writeProbe),
    probeBare: build(probe('production', 'bare'), writeProbe),
  };
  const names = Object.keys(entries) as (keyof typeof entries)[];
  const done = await Promise.all(names.map((name) => entries[name]));
  builds = Object.fromEntries(names.map((name, at) => [name, done[at]!])) as typeof builds;
});

describe('Environment Variables', () => {
  it('puts the --env values, the shell variable and the .env value into the bundle', async () => {
    const { project, result } = builds.staging;
    expect(result.code).toBe(0);
    expect(result.output).toContain('asset main.js 515 bytes [emitted] [minimized] (name: main)');
    expect(result.output).toContain('./src/index.js 745 bytes [built] [code generated]');
    const bundle = await project.read('dist/main.js');
    // The whole file, as quoted in the guide.
    expect(bundle.trim()).toBe(
      '(()=>{"use strict";const e=[["API URL","https://staging.example.com"],["Release","2.4.0"],["Commit","3f9c2e1"],["Support","help@example.com"],["Analytics ID","not set"],["Mode","production"]],t=document.createElement("dl");for(const[n,o]of e){const e=document.createElement("dt");e.textContent=n;const c=document.createElement("dd");c.textContent=o,t.append(e,c)}document.body.append(t);{const e=document.createElement("p");e.textContent="Beta features are switched on in this build.",document.body.prepend(e)}})();',
    );
    expect(bundle).not.toMatch(/__API_URL__|__RELEASE__|__BETA__|process\.env|import\.meta/);

    const { details, text, problems } = await readDetails(project.dir);
    expect(details).toEqual({
      'API URL': 'https://staging.example.com',
      Release: '2.4.0',
      Commit: '3f9c2e1',
      Support: 'help@example.com',
      'Analytics ID': 'not set',
      Mode: 'production',
    });
    expect(text).toContain('Beta features are switched on in this build.');
    expect(problems).toEqual([]);
  });

  it('falls back to the defaults when nothing is passed, and drops the beta block', async () => {
    const { project, result } = builds.defaults;
    expect(result.code).toBe(0);
    const bundle = await project.read('dist/main.js');
    expect(bundle).not.toContain('Beta features');
    expect(bundle).toContain('["Analytics ID","not set"]');

    const { details, text, problems } = await readDetails(project.dir);
    expect(details['API URL']).toBe('http://localhost:3000');
    expect(details.Release).toBe('local');
    expect(details.Commit).toBe('unknown');
    expect(text).not.toContain('Beta features');
    expect(problems).toEqual([]);
  });

  it('reports the mode of the development build', async () => {
    const { project, result } = builds.development;
    expect(result.code).toBe(0);
    const { details, problems } = await readDetails(project.dir);
    expect(details.Mode).toBe('development');
    expect(details.Support).toBe('help@example.com');
    expect(problems).toEqual([]);
  });

  it('lets the shell override .env files and later files override earlier ones, exposes WEBPACK_ variables only the shell has, and inlines import.meta.env as a whole', async () => {
    const { project, result } = builds.dotenvFiles;
    expect(result.code).toBe(0);
    const bundle = await project.read('dist/main.js');
    // The shell beats .env; .env.production beats .env.local.
    expect(bundle).toContain('["Support","ops@example.com"]');
    expect(bundle).toContain('["Analytics ID","UA-1234"]');
    // The object the minimizer left in console.log(…), evaluated back into a value.
    const logged = /console\.log\((\{[^}]*\})\)/.exec(bundle);
    expect(logged, bundle).not.toBeNull();
    const env = new Function(`return ${logged![1]}`)() as Record<string, unknown>;
    expect(env).toMatchObject({
      WEBPACK_SUPPORT_EMAIL: 'ops@example.com',
      WEBPACK_ANALYTICS_ID: 'UA-1234',
      WEBPACK_BUILD_HOST: 'ci-7',
      COMMIT_SHA: 'unknown',
      NODE_ENV: 'production',
      MODE: 'production',
      DEV: false,
      PROD: true,
      SSR: false,
      BASE_URL: '/',
    });
    // Not prefixed with WEBPACK_, so never exposed, even where every exposed variable is.
    expect(env).not.toHaveProperty('DATABASE_PASSWORD');
    expect(bundle).not.toContain('correct-horse-battery-staple');
  });

  it('leaves an undefined process.env lookup in the bundle, where the browser cannot resolve it', async () => {
    const { project, result } = builds.processEnv;
    expect(result.code).toBe(0);
    expect(await project.read('dist/main.js')).toContain('process.env.WEBPACK_ANALYTICS_ID');

    const { details, problems } = await readDetails(project.dir);
    expect(details).toEqual({});
    expect(problems).toContain('ReferenceError: process is not defined');
  });

  it('fails the build when EnvironmentPlugin lists a variable without a default', async () => {
    const { project, result } = builds.requiredProduction;
    expect(result.code).toBe(1);
    expect(result.output).toContain('ERROR in EnvironmentPlugin - COMMIT_SHA environment variable is undefined.');
    expect(result.output).toContain('You can pass an object with default values to suppress this warning.');
    expect(result.output).toMatch(/webpack [\d.]+ compiled with 1 error/);
    expect(existsSync(project.path('dist/main.js'))).toBe(false);

    // Outside production mode, optimization.emitOnErrors writes the bundle anyway, with undefined in its place.
    const development = builds.requiredDevelopment;
    expect(development.result.code).toBe(1);
    expect(development.result.output).toContain('ERROR in EnvironmentPlugin - COMMIT_SHA environment variable is undefined.');
    expect(await development.project.read('dist/main.js')).toContain("['Commit', undefined]");
  });

  it('replaces code, not text, with the DefinePlugin values of the table', async () => {
    const { project, result } = builds.probeDevelopment;
    expect(result.code, result.output).toBe(0);
    const define = await project.read('dist/define.js');
    expect(define).toContain('console.log("2.4.0", 2.4.0, production, 42, true, null, ({"url":"/v2"}));');
    // Strings, window properties and shadowing names are left alone; typeof is decided at build time.
    expect(define).toContain(`console.log('__RELEASE__ inside a string', window.__RELEASE__, "string");`);
    expect(define).toContain('function shadowed(__RELEASE__) {\n  return __RELEASE__;\n}');
    expect(define).toContain("const __RELEASE__ = 'a local variable';\n  console.log(shadowed('a parameter'), __RELEASE__);");

    // A bare '2.4.0' is not valid code: the minimizer of a production build rejects it, and nothing is written.
    expect(builds.probeBare.result.code).toBe(1);
    expect(builds.probeBare.result.output).toContain('Unexpected token');
    expect(existsSync(builds.probeBare.project.path('dist/bare.js'))).toBe(false);
  });

  it("ships a whole 'process.env' definition unless the minimizer can fold a plain lookup", async () => {
    expect(builds.probeProduction.result.code, builds.probeProduction.result.output).toBe(0);
    const plain = await builds.probeProduction.project.read('dist/plain.js');
    expect(plain).toContain('"https://api.example.com"');
    expect(plain).not.toContain('do-not-ship');
    expect(await builds.probeProduction.project.read('dist/dynamic.js')).toContain('do-not-ship');
    // Without the minimizer, even the plain lookup carries the whole object.
    expect(await builds.probeDevelopment.project.read('dist/plain.js')).toContain('do-not-ship');
  });

  it('parses --env values as the table says, and sets NODE_ENV for the configuration with --config-node-env', async () => {
    const { result } = builds.envFlags;
    expect(result.code).toBe(0);
    expect(printed(result)).toEqual({
      env: {
        WEBPACK_BUNDLE: true,
        WEBPACK_BUILD: true,
        beta: true,
        release: '2.4.0',
        port: '8080',
        api: { url: 'https://staging.example.com' },
        token: 'a=b',
        debug: '<undefined>',
      },
      // argv.mode stays undefined: the example's configuration would build in development mode.
      mode: '<undefined>',
      nodeEnv: 'production',
    });
    // The configuration sets no mode, so webpack-cli took NODE_ENV: no warning about a missing mode, and minimized output.
    expect(result.output).not.toContain("The 'mode' option has not been set");
    expect(result.output).toMatch(/asset main\.js .*\[minimized\]/);

    // The example sets mode from argv.mode, so the flag does not make it a production build.
    const example = builds.configNodeEnvExample;
    expect(example.result.code).toBe(0);
    expect(example.result.output).not.toContain('[minimized]');
    expect(await example.project.read('dist/main.js')).toContain(`['Mode', \\"development\\"]`);
  });

  it('rejects --node-env and shows the message quoted in the guide', async () => {
    const { result } = builds.nodeEnvFlag;
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("[webpack-cli] ✖ Error: Unknown option '--node-env'");
    expect(result.output).toContain("[webpack-cli] ✖ Run 'webpack --help' to see available commands and options");
  });
});
