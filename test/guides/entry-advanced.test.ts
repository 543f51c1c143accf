import { stat, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, run, serveFolder, type RunResult, inLanes } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('entry-advanced');

type BuildName = 'app' | 'css' | 'chain' | 'chainStats' | 'runtime' | 'mistakes';
interface Build {
  project: ExampleProject;
  result: RunResult;
  /** `npm run app`, run after `build:app` in the same copy. */
  extra?: RunResult;
  /** A further command the test runs in the same copy. */
  more?: RunResult;
}

/** The app entry minimized, with app.js importing polyfills.js as well, and with entryExports: 'all'. */
const APP_CHECKS_CONFIG = `import path from 'node:path';
import app from './webpack.app.js';

const output = (folder) => ({ ...app.output, path: path.resolve(import.meta.dirname, 'dist', folder) });

export default [
  { ...app, name: 'min', output: output('app-min'), optimization: { minimize: true } },
  { ...app, name: 'twice', entry: { app: ['./src/polyfills.js', './src/app-twice.js'] }, output: output('app-twice') },
  { ...app, name: 'all', output: { ...output('app-all'), library: { type: 'commonjs2', entryExports: 'all' } } },
];
`;
/** Prints the startup order of the 'twice' bundle, then the export names of the 'all' bundle. */
const CHECKS_SCRIPT = [
  "require('./dist/app-twice/app.cjs'); console.log(globalThis.startupLog.join());",
  "console.log(Object.keys(require('./dist/app-all/app.cjs')).join(', '));",
].join(' ');

const TYPO_CONFIG = `export default {
  mode: 'production',
  entry: {
    core: './src/chain/core.js',
    ui: { import: './src/chain/ui.js', dependOn: 'cor' },
  },
};
`;

const HTML_CONFIG = `import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import configs from './webpack.css.js';

const [extract] = configs;

export default {
  ...extract,
  entry: { theme: extract.entry.theme },
  output: { ...extract.output, path: path.resolve(import.meta.dirname, 'dist/html') },
  plugins: [...extract.plugins, new HtmlWebpackPlugin()],
};
`;

interface StatsModule {
  name?: string;
  moduleType?: string;
}
interface StatsChunk {
  names: string[];
  files: string[];
  entry: boolean;
  initial: boolean;
  modules: StatsModule[];
}

/** Loads one of the project's HTML pages in Chromium and returns what its scripts logged, and its title. */
async function visit(project: ExampleProject, file: string): Promise<{ logs: string[]; title: string; problems: string[] }> {
  const { origin } = await serveFolder(project.dir);
  const { page, problems } = await openPage();
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logs.push(message.text());
  });
  await page.goto(`${origin}/${file}`, { waitUntil: 'load' });
  return { logs, title: await page.title(), problems };
}

describe('Advanced entry points', () => {
  const builds = {} as Record<BuildName, Promise<Build>>;

  // Every build starts here, two at a time (the machine has two cores), each in its own copy.
  beforeAll(async () => {
    const names: BuildName[] = ['app', 'css', 'chain', 'runtime', 'mistakes', 'chainStats'];
    const projects = await Promise.all(names.map(() => ExampleProject.copy('entry-advanced')));
    const commands: Record<BuildName, (p: ExampleProject) => Promise<Omit<Build, 'project'>>> = {
      app: async (p) => {
        const result = await p.run('build:app');
        const extra = await p.run('app');
        // Two variants the guide describes in words, built by one webpack process.
        const source = await p.read('src/app.js');
        await writeFile(p.path('src/app-twice.js'), `import './polyfills.js';\n${source}`);
        await writeFile(p.path('webpack.app-checks.js'), APP_CHECKS_CONFIG);
        const checks = await p.npx('webpack', ['--config', 'webpack.app-checks.js']);
        expect(checks.code).toBe(0);
        const checked = await run('node', ['-e', CHECKS_SCRIPT], p.dir);
        return { result, extra, more: checked };
      },
      css: async (p) => {
        const result = await p.run('build:css');
        // The guide says html-webpack-plugin loads the empty theme.js: the extract build again, with a page.
        await writeFile(p.path('webpack.html.js'), HTML_CONFIG);
        return { result, more: await p.npx('webpack', ['--config', 'webpack.html.js']) };
      },
      chain: async (p) => ({ result: await p.run('build:chain') }),
      chainStats: async (p) => ({ result: await p.npx('webpack', ['--config', 'webpack.chain.js', '--json', 'stats.json']) }),
      runtime: async (p) => ({ result: await p.run('build:runtime') }),
      mistakes: async (p) => {
        const result = await p.run('build:mistakes');
        // A misspelled dependOn target, which the guide mentions without a configuration file of its own.
        await writeFile(p.path('webpack.typo.js'), TYPO_CONFIG);
        return { result, more: await p.npx('webpack', ['--config', 'webpack.typo.js']) };
      },
    };
    Object.assign(
      builds,
      inLanes(Object.fromEntries(names.map((name, i) => [name, () => commands[name](projects[i]!).then((done) => ({ project: projects[i]!, ...done }))])) as Record<BuildName, () => Promise<Build>>),
    );
  });

  it('runs the files of one entry in array order and exposes only the last one unless entryExports is all', async () => {
    const { project, result, extra } = await builds.app;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:app', result.output);
    expect(await project.files('dist/app')).toEqual(['app.cjs']);

    const bundle = await project.read('dist/app/app.cjs');
    // polyfills.js comes first in the file, and its export is marked unused.
    expect(bundle.indexOf("push('polyfills.js')")).toBeGreaterThan(-1);
    expect(bundle.indexOf("push('polyfills.js')")).toBeLessThan(bundle.indexOf("push('app.js')"));
    expect(bundle).toContain(guide.shownOutputAfter('marks the export as unused:')[0]);
    expect(bundle).toContain('module.exports = __webpack_exports__;');

    expect(extra?.code).toBe(0);
    guide.expectShownLines('npm run app', extra!.output);
    expect(extra!.stdout).toContain('ran, in order: polyfills.js, app.js\n');
    expect(extra!.stdout).toContain('exports: lastStep, total\n');
    expect(extra!.stdout).not.toContain('polyfilled');

    // Imported by app.js as well, the polyfill still runs once, first.
    // With entryExports: 'all', the exports of both modules are merged.
    const { more } = await builds.app;
    expect(more?.code).toBe(0);
    const [twiceOrder, allExports] = more!.stdout.trimEnd().split('\n');
    expect(twiceOrder).toBe('polyfills.js,app.js');
    expect(allExports).toBe('polyfilled, lastStep, total');
    expect(guide.text).toContain(`the rebuilt bundle exposes \`${allExports}\``);
    const minimized = await project.read('dist/app-min/app.cjs');
    expect(minimized).toContain('Array.prototype,"last"');
    expect(minimized).not.toContain('polyfilled');
  });

  it('emits a stylesheet plus an empty script with MiniCssExtractPlugin, and the stylesheet alone with built-in CSS', async () => {
    const { project, result } = await builds.css;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:css', result.output);

    expect(await project.files('dist/extract')).toEqual(['checkout.css', 'checkout.js', 'theme.css', 'theme.js']);
    expect((await stat(project.path('dist/extract/theme.js'))).size).toBe(0);
    expect(await project.read('dist/extract/theme.css')).toContain('--accent: #1d78c1;');
    expect(result.output).toMatch(/Entrypoint theme \d+ bytes = theme\.css \d+ bytes theme\.js 0 bytes/);

    expect(await project.files('dist/native')).toEqual(['checkout.css', 'checkout.js', 'theme.css']);
    expect(await project.read('dist/native/theme.css')).toContain(':root{--accent:#1d78c1;');
    expect(result.output).toMatch(/Entrypoint theme \d+ bytes = theme\.css\n/);

    const { more } = await builds.css;
    expect(more?.code).toBe(0);
    expect(await project.files('dist/html')).toEqual(['index.html', 'theme.css', 'theme.js']);
    expect(await project.read('dist/html/index.html')).toContain('<script defer src=theme.js></script><link href=theme.css rel=stylesheet>');
    expect(guide.text).toContain('writes a `<script defer src=theme.js>` tag');

    // A mixed entry: the same script and stylesheet either way.
    for (const folder of ['dist/extract', 'dist/native']) {
      expect(await project.read(`${folder}/checkout.js`)).toContain('t.className="checkout"');
      expect(await project.read(`${folder}/checkout.css`)).toMatch(/\.checkout ?\{/);
    }
  });

  it('puts each module of a dependOn chain in one chunk only, and runs the chain with one runtime', async () => {
    const { project, result } = await builds.chain;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:chain', result.output);
    expect(await project.files('dist/chain')).toEqual(['core.js', 'pages/page.js', 'ui.js']);

    // Only core.js holds a runtime; ui.js and page.js push themselves onto its chunk array.
    expect(await project.read('dist/chain/core.js')).toContain('self.webpackChunkentry_advanced_demo');
    for (const file of ['ui.js', 'pages/page.js']) {
      expect(await project.read(`dist/chain/${file}`)).toMatch(/^"use strict";\(self\.webpackChunkentry_advanced_demo=/);
    }
    // page.js names the ui chunk as a prerequisite of its startup; ui.js waits for nothing.
    const uiId = /\.push\(\[\[(\d+)\]/.exec(await project.read('dist/chain/ui.js'))?.[1];
    expect(uiId).toBeDefined();
    expect(await project.read('dist/chain/pages/page.js')).toContain(`.O(0,[${uiId}],`);
    expect(await project.read('dist/chain/ui.js')).not.toContain('.O(0,[');

    const { logs, problems } = await visit(project, 'chain.html');
    expect(logs).toEqual(guide.shownOutputAfter('the console shows:'));
    expect(problems).toEqual([]);
  });

  it('lists the modules of every chunk in the stats JSON, with no module twice', async () => {
    const { project, result } = await builds.chainStats;
    expect(result.code).toBe(0);
    const stats = JSON.parse(await project.read('stats.json')) as { chunks: StatsChunk[] };
    const modules = Object.fromEntries(
      stats.chunks.map((chunk) => [
        chunk.names.join(),
        chunk.modules
          .filter((module) => module.moduleType !== 'runtime')
          .map((module) => module.name)
          .sort(),
      ]),
    );
    expect(modules).toEqual({
      core: ['./src/chain/core.js', './src/shared/format.js', './src/shared/store.js'],
      ui: ['./src/chain/ui.js'],
      page: ['./src/chain/page.js'],
    });
    const all = Object.values(modules).flat();
    expect(new Set(all).size).toBe(all.length);
    const core = stats.chunks.find((chunk) => chunk.names.includes('core'))!;
    expect(core.entry).toBe(true);
    expect(core.modules.some((module) => module.moduleType === 'runtime')).toBe(true);
    for (const name of ['ui', 'page']) {
      const chunk = stats.chunks.find((c) => c.names.includes(name))!;
      expect(chunk.entry).toBe(false);
      expect(chunk.initial).toBe(true);
    }
  });

  it('shares one runtime, and so one module instance, between entries with the same runtime name', async () => {
    const { project, result } = await builds.runtime;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:runtime', result.output);
    expect(await project.files('dist/separate')).toEqual(['basket.js', 'header.js', 'widget.js']);
    expect(await project.files('dist/per-entry')).toEqual(['basket.js', 'header.js', 'page-runtime.js', 'widget.js']);
    expect(await project.files('dist/runtime-chunk')).toEqual(['basket.js', 'header.js', 'runtime.js', 'widget.js']);
    // runtimeChunk: 'single' is the same build under another name.
    for (const file of ['header.js', 'basket.js', 'widget.js']) {
      expect(await project.read(`dist/runtime-chunk/${file}`)).toBe(await project.read(`dist/per-entry/${file}`));
    }
    // The shared store module is in both entry files, but it runs once.
    expect(await project.read('dist/per-entry/header.js')).toContain('.push({name:');
    expect(await project.read('dist/per-entry/basket.js')).toContain('.push({name:');

    const shared = await visit(project, 'runtime.html');
    expect(shared.title).toBe('1 item(s) in the basket');
    expect(shared.problems).toEqual([]);
    const separate = await visit(project, 'runtime-separate.html');
    expect(separate.title).toBe('0 item(s) in the basket');
    expect(separate.problems).toEqual([]);
    expect(guide.text).toContain(`its title becomes "${shared.title}"`);
    expect(guide.text).toContain(`its title says "${separate.title}"`);
  });

  it('reports a dependOn cycle, dependOn with runtime, and an entry used as a runtime, and emits nothing', async () => {
    const { project, result } = await builds.mistakes;
    expect(result.code).not.toBe(0);
    guide.expectShownLines('npm run build:mistakes', result.output);
    expect(result.output).toContain('cycle compiled with 2 errors');
    expect(result.output).toContain('both compiled with 1 error');
    expect(result.output).toContain('entry-as-runtime compiled with 1 error');
    await expect(stat(project.path('dist'))).rejects.toThrow();

    const { more } = await builds.mistakes;
    expect(more?.code).not.toBe(0);
    expect(more!.stderr).toContain('Error: Entry ui depends on cor, but this entry was not found\n    at Compilation.seal');
    expect(guide.text).toContain('`Error: Entry ui depends on cor, but this entry was not found`');
  });
});
