import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, inLanes, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('split-chunks-plugin', 'plugins');

/** The configurations of webpack.config.js, each built with `--config-name`, and the functions example. */
const BUILDS = ['defaults', 'all', 'groups', 'small', 'functions'] as const;
type Build = (typeof BUILDS)[number];

describe('SplitChunksPlugin: one import graph, several settings', () => {
  let project: ExampleProject;
  let builds: Record<Build, Promise<RunResult>>;

  beforeAll(async () => {
    project = await ExampleProject.copy('split-chunks-scenarios', 'plugins');
    const byName = (name: Build) => () => project.npx('webpack', ['--config-name', name]);
    builds = inLanes({
      defaults: byName('defaults'),
      all: byName('all'),
      groups: byName('groups'),
      small: byName('small'),
      functions: () => project.npx('webpack', ['--config', 'webpack.functions.js']),
    });
  });

  /** The build's output, and the files it emitted under dist/<name>. */
  async function built(name: Build): Promise<{ output: string; files: string[] }> {
    const result = await builds[name];
    expect(result.code, result.output).toBe(0);
    return { output: result.output, files: await project.files(`dist/${name}`) };
  }

  it('leaves the graph alone with the production defaults', async () => {
    const { output, files } = await built('defaults');
    page.expectShownLines('npx webpack --config-name defaults', output);
    expect(files).toEqual(FILES.defaults);
    // table.js is duplicated: its code is in both admin.js and report.js
    expect(await project.read('dist/defaults/report.js')).toContain('function table(');
    expect(await project.read('dist/defaults/admin.js')).toContain('function table(');
  });

  it("moves the big shared package out with chunks: 'all'", async () => {
    const { output, files } = await built('all');
    page.expectShownLines('npx webpack --config-name all', output);
    expect(files).toEqual(FILES.all);
  });

  it('builds a vendors chunk and common chunks with the cache groups', async () => {
    const { output, files } = await built('groups');
    page.expectShownLines('npx webpack --config-name groups', output);
    expect(files).toEqual(FILES.groups);
    expect(await project.read('dist/groups/vendors.js')).toContain('function scale(');
    expect(await project.read('dist/groups/home.js')).not.toContain('function scale(');
  });

  it('splits every shared module with minSize: 0', async () => {
    const { output, files } = await built('small');
    page.expectShownLines('npx webpack --config-name small', output);
    expect(files).toEqual(FILES.small);
  });

  it('calls test, name and filename with the arguments the page lists', async () => {
    const { output, files } = await built('functions');
    page.expectShownLines('npx webpack --config webpack.functions.js', output);
    expect(files).toEqual(FILES.functions);
    // home loads the chunk with table.js on demand, so its runtime holds the URL the function gave
    expect(await project.read('dist/functions/home.js')).toContain('"shared/shared-admin-report.e1027701.js"');
    expect(await project.read('dist/functions/admin.js')).not.toContain('shared/');
  });
});

/** The files each build emits, as the page's tables list them. */
const FILES: Record<Build, string[]> = {
  defaults: ['admin.js', 'home.js', 'report.js'],
  all: ['137.js', 'admin.js', 'home.js', 'report.js'],
  groups: ['254.js', '725.js', 'admin.js', 'home.js', 'report.js', 'vendors.js'],
  small: ['137.js', '725.js', 'admin.js', 'home.js', 'report.js'],
  functions: ['admin.js', 'home.js', 'report.js', 'shared/shared-admin-home.2f3f456b.js', 'shared/shared-admin-report.e1027701.js'],
};
