import { stat, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, inLanes, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('module-concatenation-plugin', 'plugins');

/** The sizes in bytes of the emitted files, by name. */
async function sizes(project: ExampleProject): Promise<Record<string, number>> {
  const files = await project.files();
  const entries = await Promise.all(files.map(async (file) => [file, (await stat(project.path('dist', file))).size] as const));
  return Object.fromEntries(entries);
}

/** One copy of the project per build the page shows, so that the builds can run side by side. */
const BUILDS = ['bailouts', 'nested', 'plugin', 'twice', 'report', 'minimized', 'separate'] as const;
type Build = (typeof BUILDS)[number];

describe('ModuleConcatenationPlugin: the example project', () => {
  const copies = {} as Record<Build, ExampleProject>;
  let builds: Record<Build, Promise<RunResult>>;

  beforeAll(async () => {
    for (const name of BUILDS) copies[name] = await ExampleProject.copy('module-concatenation', 'plugins');
    // The production configuration with the plugin added on top: webpack then applies two instances.
    await writeFile(
      copies.twice.path('webpack.twice.js'),
      "import webpack from 'webpack';\nimport config from './webpack.config.js';\n\nexport default { ...config, plugins: [new webpack.optimize.ModuleConcatenationPlugin()] };\n",
    );
    builds = inLanes({
      bailouts: () => copies.bailouts.npx('webpack', ['--stats-optimization-bailout']),
      nested: () => copies.nested.npx('webpack', ['--stats-nested-modules']),
      plugin: () => copies.plugin.npx('webpack', ['--config', 'webpack.plugin.js', '--stats-optimization-bailout']),
      twice: () => copies.twice.npx('webpack', ['--config', 'webpack.twice.js', '--stats-optimization-bailout']),
      report: () => copies.report.npx('webpack', ['--performance-hints', 'warning', '--performance-scope-hoisting-bailouts']),
      minimized: () => copies.minimized.npx('webpack', ['--optimization-minimize']),
      separate: () => copies.separate.npx('webpack', ['--optimization-minimize', '--no-optimization-concatenate-modules']),
    });
  });

  it('prints the groups and the bail-out reasons the page quotes', async () => {
    const result = await builds.bailouts;
    expect(result.code, result.output).toBe(0);
    page.expectShownLines('The production build prints:', result.output);
    expect(await copies.bailouts.files()).toEqual(['admin.js', 'chart.js', 'main.js']);
  });

  it('lists the inner modules of each group with --stats-nested-modules', async () => {
    const result = await builds.nested;
    expect(result.code, result.output).toBe(0);
    page.expectShownLines('To see which modules a group holds', result.output);
  });

  it('writes the inner modules into one scope, renames the clashing name and leaves the bailed-out modules separate', async () => {
    await builds.bailouts;
    const main = await copies.bailouts.read('dist/main.js');
    page.expectShownLines('These lines are taken from it', main);
    for (const inner of ['./src/cart.js', './src/greeting.cjs', './src/index.js']) expect(main).toContain(`\n;// ${inner}\n`);
    for (const separate of ['./src/legacy.cjs', './src/tracking.js', './src/settings.js', './src/format.js']) {
      expect(main).not.toContain(`;// ${separate}\n`);
      expect(main).toContain(`// EXTERNAL MODULE: ${separate}\n`);
    }
    expect(main).toContain('const items = [];');
    expect(main).toContain('const src_items = [19.99, 5];');
    expect(main).toContain('/* webpack/runtime/concatenation wrap */');

    const admin = await copies.bailouts.read('dist/admin.js');
    expect(admin).toContain(';// ./src/format.js\n');
    expect(admin).toContain(';// ./src/admin.js\n');
    expect(admin).not.toContain('__webpack_require__');
    const chart = await copies.bailouts.read('dist/chart.js');
    expect(chart).toContain(';// ./src/bar.js\n');
    expect(chart).toContain('// EXTERNAL MODULE: ./src/format.js\n');
  });

  it('keeps CommonJS modules out when the plugin is added to a development build', async () => {
    const result = await builds.plugin;
    expect(result.code, result.output).toBe(0);
    page.expectShownLines('neither CommonJS module may join', result.output);
  });

  it('runs twice when the plugin is added to a production build, as the page warns', async () => {
    const result = await builds.twice;
    expect(result.code, result.output).toBe(0);
    const lines = result.output.split('\n');
    expect(lines.filter((line) => line.trim() === 'ModuleConcatenation bailout: Module Concatenation is not implemented for ConcatenatedModule')).toHaveLength(3);
    expect(lines.filter((line) => line.trim() === 'ModuleConcatenation bailout: Module uses eval()')).toHaveLength(2);
  });

  it('sums up the modules’ own reasons with performance.scopeHoistingBailouts', async () => {
    const result = await builds.report;
    expect(result.code, result.output).toBe(0);
    page.expectShownLines('npx webpack --performance-hints warning --performance-scope-hoisting-bailouts', result.output);
    const warning = result.output.slice(result.output.indexOf('WARNING in scope hoisting'));
    expect(warning).not.toContain('format.js');
    expect(warning).not.toContain('settings.js');
  });

  it('emits the sizes of the comparison table, and the list of separate modules', async () => {
    const [concatenated, separate] = await Promise.all([builds.minimized, builds.separate]);
    expect(concatenated.code, concatenated.output).toBe(0);
    expect(separate.code, separate.output).toBe(0);
    page.expectShownLines('The second prints every module on its own', separate.output);
    expect(separate.output).not.toContain('orphan modules');
    expect(await sizes(copies.minimized)).toEqual({ 'main.js': 4558, 'chart.js': 267, 'admin.js': 73 });
    expect(await sizes(copies.separate)).toEqual({ 'main.js': 4534, 'chart.js': 309, 'admin.js': 444 });
    const table = page.text.slice(page.text.indexOf('The files, in bytes:'));
    for (const row of ['| `main.js` | 4,558 | 4,534 |', '| `chart.js` | 267 | 309 |', '| `admin.js` | 73 | 444 |', '| Together | 4,898 | 5,287 |']) {
      expect(table).toContain(row);
    }
  });
});
