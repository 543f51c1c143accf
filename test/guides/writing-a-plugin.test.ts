import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, examplesOf, type RunResult, inLanes } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('writing-a-plugin', 'contribute');
const PROJECT = join(examplesOf('contribute'), 'writing-a-plugin');

type BuildName = 'main' | 'additional' | 'summarize' | 'error' | 'invalid' | 'tests';
const commands: Record<BuildName, (p: ExampleProject) => Promise<RunResult>> = {
  main: (p) => p.run('build'),
  additional: (p) => p.npx('webpack', ['--env', 'stage=ADDITIONAL']),
  summarize: (p) => p.npx('webpack', ['--env', 'stage=SUMMARIZE', '--output-filename', '[name].[contenthash].js']),
  error: (p) => p.npx('webpack', ['--env', 'hints=error']),
  invalid: (p) => p.npx('webpack', ['--env', 'stage=LATE']),
  tests: (p) => p.run('test'),
};
const builds = {} as Record<BuildName, Promise<{ project: ExampleProject; result: RunResult }>>;

/** One line of size-report.txt for a file in `dir`, computed the way the guide describes it. */
async function reportLine(dir: string, name: string, notes: string[]): Promise<string> {
  const content = await readFile(join(dir, name));
  return `${name}: ${content.length} bytes, ${gzipSync(content).length} gzipped${notes.map((note) => ` [${note}]`).join('')}`;
}

const reportOf = async (project: ExampleProject) => (await project.read('dist/size-report.txt')).trimEnd().split('\n');

describe('Writing a Plugin: the SizeReportPlugin example', () => {
  // Every command of the page runs in its own copy, two at a time (the machine has two cores).
  beforeAll(async () => {
    const names = Object.keys(commands) as BuildName[];
    const projects = await Promise.all(names.map(() => ExampleProject.copy('writing-a-plugin', 'contribute')));
    Object.assign(
      builds,
      inLanes(Object.fromEntries(names.map((name, i) => [name, () => commands[name](projects[i]!).then((result) => ({ project: projects[i]!, result }))])) as Record<BuildName, () => Promise<{ project: ExampleProject; result: RunResult }>>),
    );
  });

  it('at REPORT, the report lists the final, minimized files with their source maps, and warns once', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build', result.output);
    expect(await project.files('dist')).toEqual(['countries.js', 'countries.js.map', 'main.js', 'main.js.map', 'size-report.txt']);

    // The report is what the page shows, and every figure in it is the size of the file on disk.
    const report = await reportOf(project);
    expect(report).toEqual(guide.shownOutputAfter('`dist/size-report.txt` lists the files'));
    const dist = project.path('dist');
    expect(report).toEqual([
      await reportLine(dist, 'countries.js', ['minimized', 'source map: countries.js.map']),
      await reportLine(dist, 'countries.js.map', ['development']),
      await reportLine(dist, 'main.js', ['minimized', 'source map: main.js.map']),
      await reportLine(dist, 'main.js.map', ['development']),
    ]);
    // Only countries.js is over the 3500-byte budget; source maps are left out of it.
    expect((await stat(join(dist, 'countries.js'))).size).toBeGreaterThan(3500);
    expect((await stat(join(dist, 'main.js'))).size).toBeLessThanOrEqual(3500);
    expect(result.output.match(/^WARNING in /gm)).toHaveLength(1);
  });

  it('at ADDITIONAL, the same files are written but the report measures them before minification', async () => {
    const [{ project, result }, main] = await Promise.all([builds.additional, builds.main]);
    expect(result.code).toBe(0);
    guide.expectShownLines('npx webpack --env stage=ADDITIONAL', result.output);
    expect(result.output).toContain('asset main.js 3.23 KiB [emitted] [minimized] (name: main) 1 related asset');

    // The output files are byte for byte those of the REPORT build.
    for (const file of ['countries.js', 'countries.js.map', 'main.js', 'main.js.map']) {
      expect(await project.read(`dist/${file}`), file).toBe(await main.project.read(`dist/${file}`));
    }
    const report = await reportOf(project);
    expect(report).toEqual(guide.shownOutputAfter('The report, however, now reads:'));
    // The JavaScript sizes are larger than the files on disk: they were taken before the minimizer ran.
    for (const [file, line] of [['countries.js', report[0]!], ['main.js', report[1]!]] as const) {
      const reported = Number(/: (\d+) bytes/.exec(line)![1]);
      expect(line).not.toContain('minimized');
      expect(reported).toBeGreaterThan((await stat(project.path('dist', file))).size);
    }
    expect(Number(/: (\d+) bytes/.exec(report[1]!)![1]) / (await stat(project.path('dist/main.js'))).size).toBeGreaterThan(3.5);
    // The maps arrived later, through additionalAssets, and are measured as they are written.
    expect(report.slice(2)).toEqual([
      await reportLine(project.path('dist'), 'countries.js.map', ['development']),
      await reportLine(project.path('dist'), 'main.js.map', ['development']),
    ]);
  });

  it('at SUMMARIZE with [contenthash], the report lists every file under two names', async () => {
    const { project, result } = await builds.summarize;
    expect(result.code).toBe(0);
    const written = (await project.files('dist')).filter((file) => file !== 'size-report.txt');
    expect(written.filter((file) => file.endsWith('.js'))).toEqual([
      expect.stringMatching(/^countries\.[0-9a-f]{20}\.js$/),
      expect.stringMatching(/^main\.[0-9a-f]{20}\.js$/),
    ]);
    expect(written).toHaveLength(4);
    // First pass: the names before OPTIMIZE_HASH, none of them on disk; second pass: the renamed files, all on disk.
    const listed = (await reportOf(project)).map((line) => line.split(':')[0]!);
    expect(listed).toHaveLength(8);
    expect(listed.slice(0, 4).filter((file) => written.includes(file))).toEqual([]);
    expect(listed.slice(4).sort()).toEqual(written);
  });

  it('hints: "error" turns the warning into an error: exit code 1 and nothing written', async () => {
    const { project, result } = await builds.error;
    expect(result.code).toBe(1);
    guide.expectShownLines('npx webpack --env hints=error', result.output);
    expect(result.output).not.toContain('WARNING in');
    expect(existsSync(project.path('dist'))).toBe(false);
  });

  it('an invalid option stops webpack before the build with the schema-utils message and exit code 2', async () => {
    const { project, result } = await builds.invalid;
    expect(result.code).toBe(2);
    guide.expectShownLines('npx webpack --env stage=LATE', result.output);
    expect(result.output).not.toContain('compiled');
    expect(existsSync(project.path('dist'))).toBe(false);
  });

  it("the project's own tests pass through webpack's Node API", async () => {
    const { result } = await builds.tests;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm test', result.output);
  });

  it('the facts the page states about hooks and validation hold', async () => {
    const { SizeReportPlugin } = (await import(join(PROJECT, 'plugins/size-report-plugin.js'))) as {
      SizeReportPlugin: new (options: object) => webpack.WebpackPluginInstance;
    };
    // Synchronous hooks refuse tapAsync and tapPromise as soon as apply runs.
    // (tapable's SyncHook types leave these methods out, hence the cast.)
    const tapWith = (method: 'tapAsync' | 'tapPromise') => ({
      apply: (compiler: webpack.Compiler) =>
        (compiler.hooks.thisCompilation as unknown as Record<string, (name: string, fn: () => void) => void>)[method]!('X', () => {}),
    });
    expect(() => webpack({ plugins: [tapWith('tapAsync')] })).toThrow('tapAsync is not supported on a SyncHook');
    expect(() => webpack({ plugins: [tapWith('tapPromise')] })).toThrow('tapPromise is not supported on a SyncHook');
    expect(guide.text).toContain('`tapAsync is not supported on a SyncHook`');
    // The check lives in the validate hook: with `validate: false` it is skipped.
    expect(() => webpack({ plugins: [new SizeReportPlugin({ stage: 'LATE' })] })).toThrow(/options\.stage should be one of these/);
    expect(() => webpack({ validate: false, plugins: [new SizeReportPlugin({ stage: 'LATE' })] })).not.toThrow();
    // compiler.validate itself does nothing when `validate` is off.
    const strict = { type: 'object', additionalProperties: false } as const;
    expect(() => webpack({}).validate(strict, { x: 1 }, { name: 'X' })).toThrow(/unknown property 'x'/);
    expect(() => webpack({ validate: false }).validate(strict, { x: 1 }, { name: 'X' })).not.toThrow();
    // countries.js holds the 273 names the page mentions.
    const countries = await readFile(join(PROJECT, 'src/countries.js'), 'utf8');
    expect(countries.match(/^ {2}".*",$/gm)).toHaveLength(273);
    expect(guide.text).toContain('a plain array of 273 region names');
  });
});
