import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, ExampleProject, shell, type RunResult, inLanes } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('dependency-management');

/** Every line the guide shows after `marker` occurs in `code` (generated code the guide quotes). */
function expectQuoted(marker: string, code: string): void {
  for (const line of guide.shownOutputAfter(marker)) {
    if (line.trim() === '...') continue;
    expect(code, `${marker}: ${JSON.stringify(line)}`).toContain(line);
  }
}

/**
 * What the guide states without telling the reader to build it, in one webpack process: the pages
 * import without its webpackExclude comment, with an exclude that only an absolute path matches, and
 * with a chunk name lacking [request]; the same locales folder through require.context; a require()
 * with an expression in a .js file of this "type": "module" package; require passed to a function.
 */
const CHECKS_CONFIG = `import path from 'node:path';
import config from './webpack.config.js';

const check = (name, entry) => ({
  ...config, name, entry: { main: entry },
  output: { ...config.output, path: path.resolve(import.meta.dirname, 'dist-' + name) },
});

export default [
  check('no-exclude', './src/check-no-exclude.js'),
  check('absolute-exclude', './src/check-absolute-exclude.js'),
  check('chunk-index', './src/check-chunk-index.js'),
  check('require-context', './src/check-require-context.cjs'),
  check('esm-require', './src/check-esm-require.js'),
  check('unknown', './src/check-unknown.cjs'),
];
`;

const REQUIRE_CONTEXT = `const locales = require.context('./locales', false, /^\\.\\/[a-z]{2}\\.json$/);
console.log('keys:', locales.keys());
console.log('resolve("./de.json"):', locales.resolve('./de.json'));
`;

type BuildName = 'main' | 'modes' | 'dynamic' | 'options' | 'checks';
interface Build {
  project: ExampleProject;
  result: RunResult;
}

describe('Dependency Management', () => {
  const builds = {} as Record<BuildName, Promise<Build>>;

  // Each build gets its own copy (they all write dist/); two at a time, for the machine's two cores.
  beforeAll(async () => {
    const names: BuildName[] = ['main', 'modes', 'dynamic', 'options', 'checks'];
    const projects = await Promise.all(names.map(() => ExampleProject.copy('dependency-management')));
    const project = Object.fromEntries(names.map((name, i) => [name, projects[i]!])) as Record<BuildName, ExampleProject>;

    const pages = await readFile(join(EXAMPLES, 'dependency-management/src/pages.js'), 'utf8');
    const exclude = '  /* webpackExclude: /\\.test\\.js$/ */\n';
    expect(pages).toContain(exclude);
    const greet = await readFile(join(EXAMPLES, 'dependency-management/src/greet.cjs'), 'utf8');
    const checks = project.checks;
    await Promise.all([
      writeFile(checks.path('webpack.checks.js'), CHECKS_CONFIG),
      writeFile(checks.path('src/check-no-exclude.js'), pages.replace(exclude, '')),
      // Matches the absolute path of home.test.js, never its request ./home.test.js.
      writeFile(checks.path('src/check-absolute-exclude.js'), pages.replace(exclude, '  /* webpackExclude: /\\/pages\\/home\\.test\\.js$/ */\n')),
      writeFile(checks.path('src/check-chunk-index.js'), pages.replace('"page-[request]"', '"page"')),
      writeFile(checks.path('src/check-require-context.cjs'), REQUIRE_CONTEXT),
      writeFile(checks.path('src/check-esm-require.js'), greet),
      writeFile(checks.path('src/check-unknown.cjs'), "const call = (load) => load('./greet.cjs');\nmodule.exports = call(require);\n"),
    ]);

    const commands: Record<BuildName, (p: ExampleProject) => Promise<RunResult>> = {
      main: (p) => p.run('build'),
      modes: (p) => p.run('build:modes'),
      dynamic: (p) => p.npx('webpack', ['--entry-reset', '--entry', './src/load-plugin.cjs']),
      options: (p) =>
        shell(
          p.dir,
          "npx webpack --entry-reset --entry ./src/load-plugin.cjs --module-parser-javascript-expr-context-request ./locales --module-parser-javascript-expr-context-reg-exp '/^\\.\\/[a-z]{2}\\.json$/' --no-module-parser-javascript-expr-context-critical",
        ),
      checks: (p) => p.npx('webpack', ['--config', 'webpack.checks.js']),
    };
    Object.assign(
      builds,
      inLanes(Object.fromEntries(names.map((name) => [name, () => commands[name](project[name]).then((result) => ({ project: project[name], result }))])) as Record<BuildName, () => Promise<Build>>),
    );
  });

  it('a require() with an expression bundles every matching locale, the unused template.json included', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build', result.output);
    expect(result.output).toContain('./src/locales/ sync ^\\.\\/.*\\.json$');

    const greet = await project.read('dist/greet.cjs');
    expectQuoted('The context module for `greet.cjs` is this map', greet);
    const call = /passes only what is left to the context module: `([^`]+)`/.exec(guide.text);
    expect(call).not.toBeNull();
    expect(greet).toContain(call![1]);
    // template.json is never asked for, yet its content is in the bundle.
    expect(greet).toContain('"./template.json":');
    expect(greet).toContain(`JSON.parse('{"greeting":"TODO","language":"TODO"}')`);

    const de = await shell(project.dir, 'node dist/greet.cjs de');
    expect(de.code).toBe(0);
    guide.expectShownLines('node dist/greet.cjs de', de.output);
    const es = await shell(project.dir, 'node dist/greet.cjs es');
    expect(es.code).not.toBe(0);
    guide.expectShownLines('node dist/greet.cjs es', es.output);
  });

  it('import() with a template literal gives one lazy chunk per page, named by [request], none for the excluded test', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    expect(await project.files('dist')).toEqual(['catalog.cjs', 'greet.cjs', 'page-about-js.cjs', 'page-home-js.cjs', 'pages.cjs']);
    const pages = await project.read('dist/pages.cjs');
    expectQuoted('In `dist/pages.cjs` the `import()` became', pages);
    expect(pages).not.toContain('home.test');
    // A lazy context function has keys() and id, but no resolve().
    expect(pages).toContain('webpackAsyncContext.keys = ');
    expect(pages).toContain('webpackAsyncContext.id = ');
    expect(pages).not.toContain('.resolve = ');
    expect(await project.read('dist/page-about-js.cjs')).toContain('A small project about context modules.');

    const about = await shell(project.dir, 'node dist/pages.cjs about');
    expect(about.code).toBe(0);
    guide.expectShownLines('node dist/pages.cjs about', about.output);
    const test = await shell(project.dir, 'node dist/pages.cjs home.test');
    expect(test.code).not.toBe(0);
    expect(test.output).toContain("Error: Cannot find module './home.test.js'");

    // Without webpackExclude the test file matches the regular expression and gets a chunk of its own.
    const checks = await builds.checks;
    expect(checks.result.code).toBe(0);
    expect(await checks.project.files('dist-no-exclude')).toEqual(['main.cjs', 'page-about-js.cjs', 'page-home-js.cjs', 'page-home-test-js.cjs']);
    // webpackExclude is tested against the absolute path: a pattern only that path matches still excludes.
    expect(await checks.project.files('dist-absolute-exclude')).toEqual(['main.cjs', 'page-about-js.cjs', 'page-home-js.cjs']);
    // Without [request] or [index] the file's index is appended to the name.
    expect(await checks.project.files('dist-chunk-index')).toEqual(['main.cjs', 'page0.cjs', 'page1.cjs']);
  });

  it('import.meta.webpackContext: keys(), resolve() and id, as the guide prints them; require.context gives the same keys', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    const catalog = await shell(project.dir, 'node dist/catalog.cjs');
    expect(catalog.code).toBe(0);
    guide.expectShownLines('node dist/catalog.cjs', catalog.output);
    expect(catalog.output).not.toContain('template');
    expect(await project.read('dist/catalog.cjs')).not.toContain('TODO');

    const checks = await builds.checks;
    expect(checks.result.code).toBe(0);
    const cjs = await shell(checks.project.dir, 'node dist-require-context/main.cjs');
    expect(cjs.code).toBe(0);
    expect(cjs.output).toContain(`keys: [ './de.json', './en.json', './fr.json' ]`);
    expect(cjs.output).toContain('resolve("./de.json"): 894');
  });

  it('the four import() modes: a chunk per file, one chunk, none, none (and weak fails)', async () => {
    const { project, result } = await builds.modes;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build:modes', result.output);
    // lazy: one chunk per locale, template.json included; lazy-once: one chunk; eager and weak: none.
    expect(await project.files('dist-modes/lazy')).toEqual(['174.cjs', '605.cjs', '747.cjs', '894.cjs', 'main.cjs']);
    expect(await project.read('dist-modes/lazy/747.cjs')).toContain('TODO');
    expect(await project.files('dist-modes/lazy-once')).toEqual(['445.cjs', 'main.cjs']);
    // The one chunk holds all four locale modules, by the ids of the map shown for greet.cjs.
    const once = await project.read('dist-modes/lazy-once/445.cjs');
    for (const id of [894, 174, 605, 747]) expect(once).toContain(`/***/ ${id}\n(module) {`);
    expect(once).toContain('TODO');
    expect(await project.files('dist-modes/eager')).toEqual(['main.cjs']);
    expect(await project.read('dist-modes/eager/main.cjs')).toContain('Bonjour');
    expect(await project.files('dist-modes/weak')).toEqual(['main.cjs']);
    const weak = await project.read('dist-modes/weak/main.cjs');
    expect(weak).not.toContain('Bonjour');
    expect(weak).toContain('"./fr.json": null');
    // In the other async modes resolve() exists and gives a promise of the id.
    for (const mode of ['lazy-once', 'eager', 'weak']) {
      const main = await project.read(`dist-modes/${mode}/main.cjs`);
      expect(main, mode).toContain('webpackAsyncContext.resolve = webpackAsyncContextResolve;');
      expect(main, mode).toMatch(/function webpackAsyncContextResolve\(req\) \{\n(?:\t\/\/.*\n)*\treturn [^\n]*\.then\(/);
    }

    const loop = await shell(project.dir, 'for mode in lazy lazy-once eager weak; do node dist-modes/$mode/main.cjs fr; done');
    expect(loop.code).toBe(0);
    guide.expectShownLines('for mode in lazy lazy-once eager weak', loop.output);
  });

  it('a fully dynamic require() warns "Critical dependency" and gets an empty context', async () => {
    const { project, result } = await builds.dynamic;
    expect(result.code).toBe(0);
    guide.expectShownLines('npx webpack --entry-reset --entry ./src/load-plugin.cjs\n', result.output);
    expect(result.output).toMatch(/WARNING in \.\/src\/load-plugin\.cjs 3:15-31\nCritical dependency: the request of a dependency is an expression\n/);
    expect(await project.read('dist/main.cjs')).toContain('webpackEmptyContext.keys = () => ([]);');
    const run = await shell(project.dir, 'node dist/main.cjs');
    expect(run.code).not.toBe(0);
    guide.expectShownLines('node dist/main.cjs\n', run.output);
  });

  it('exprContextRequest and exprContextRegExp point the fully dynamic context at the locales', async () => {
    const { project, result } = await builds.options;
    expect(result.code).toBe(0);
    guide.expectShownLines('--no-module-parser-javascript-expr-context-critical', result.output);
    expect(result.output).not.toContain('Critical dependency');
    expect(result.output).not.toContain('template.json');
    const run = await shell(project.dir, 'node dist/main.cjs ./de.json');
    expect(run.code).toBe(0);
    guide.expectShownLines('node dist/main.cjs ./de.json', run.output);
    // Requests are now relative to ./locales: the program's default ./locales/en.json is not in the map.
    const fallback = await shell(project.dir, 'node dist/main.cjs');
    expect(fallback.code).not.toBe(0);
    expect(fallback.output).toContain("Error: Cannot find module './locales/en.json'");
    expect(guide.text).toContain("the program's default `./locales/en.json` no longer matches");
  });

  it('in a .js file of a "type": "module" package, require() is left alone, without a warning', async () => {
    const { project, result } = await builds.checks;
    expect(result.code).toBe(0);
    expect(result.output).not.toMatch(/WARNING in \.\/src\/check-esm-require/);
    expect(await project.files('dist-esm-require')).toEqual(['main.cjs']);
    const code = await project.read('dist-esm-require/main.cjs');
    expect(code).toContain("require('./locales/' + lang + '.json')");
    expect(code).not.toContain('Hallo');
    const run = await shell(project.dir, 'node dist-esm-require/main.cjs de');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("Cannot find module './locales/de.json'");
  });

  it('require passed to a function gives the unknownContext warning', async () => {
    const { result } = await builds.checks;
    expect(result.code).toBe(0);
    expect(result.output).toMatch(
      /WARNING in \.\/src\/check-unknown\.cjs [\d:-]+\n\s*Critical dependency: require function is used in a way in which dependencies cannot be statically extracted\n/,
    );
    expect(guide.text).toContain('"Critical dependency: require function is used in a way in which dependencies cannot be statically extracted"');
  });
});
