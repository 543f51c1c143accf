import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, examplesOf, run, type RunResult } from './example-project';
import { GuideText } from './guide-text';

/** The four posts, each showing one configuration of the shared example project. */
const posts = {
  '5-109': new GuideText('2026-07-23-webpack-5-109', 'blog'),
  '5-110': new GuideText('2026-08-27-webpack-5-110', 'blog'),
  '5-111': new GuideText('2026-09-14-webpack-5-111', 'blog'),
  '5-112': new GuideText('2026-10-15-webpack-5-112', 'blog'),
};
type Release = keyof typeof posts;
const RELEASES = Object.keys(posts) as Release[];

/** webpack 5.110's names of the performance checks that 5.111 merged, and what the 5.111 post says replaces each. */
const RENAMED = [
  ['embeddedSourceMaps', 'sourceMaps'],
  ['entrypointOverlap', 'duplicateModules'],
  ['unusedAliases', 'unusedConfig'],
  ['unusedDefines', 'unusedConfig'],
  ['unusedExternals', 'unusedConfig'],
  ['unusedRules', 'unusedConfig'],
  ['unusedReexports', 'unusedModules'],
] as const;

const validationError = (config: webpack.Configuration): string => {
  try {
    webpack.validate(config);
    return '';
  } catch (error) {
    return String((error as Error).message);
  }
};

describe("What's new in webpack 5.109 to 5.112: the posts' example project", () => {
  let project: ExampleProject;
  /** A second copy for the 5.110-style configuration, which writes to the same folder as the 5.111 one. */
  let before: ExampleProject;
  const builds = {} as Record<Release | 'before', RunResult>;
  /** What webpack.validate says of each renamed check and of its replacement. */
  const validation = new Map<string, string>();

  beforeAll(async () => {
    project = await ExampleProject.copy('whats-new-2', 'blog');
    before = await ExampleProject.copy('whats-new-2', 'blog');
    // One build at a time: the machine is shared. The schema checks run here while the first build does.
    const building = (async () => {
      for (const release of RELEASES) builds[release] = await project.npx('webpack', ['--config', `webpack.${release}.js`]);
      builds.before = await before.npx('webpack', ['--config', 'webpack.5-111-before.js']);
    })();
    for (const name of RENAMED.flat()) validation.set(name, validationError({ performance: { [name]: true } as webpack.Configuration['performance'] }));
    await building;
  });

  it.each(RELEASES)('%s builds as its post shows', (release) => {
    expect(builds[release].code, builds[release].output).toBe(0);
    expect(builds[release].output).not.toMatch(/ERROR in/);
    posts[release].expectShownLines('npx webpack --config', builds[release].output);
  });

  it('5.109: the CSS import and the page need no loader and no plugin', async () => {
    expect(await project.files('dist/5.109')).toEqual(['main.css', 'main.html', 'main.js']);
    const page = await project.read('dist/5.109/main.html');
    expect(page).toContain('<title>Built by webpack</title>');
    expect(page).toContain('<meta name=description content="A page, a script and a stylesheet, with no loader and no plugin.">');
    expect(page).toContain('<link rel=stylesheet href=main.css>');
    expect(page).toContain('<script defer src=main.js></script>');
    // Minified by the CSS minimizer of 5.110, which the 5.110 post quotes.
    expect(await project.read('dist/5.109/main.css')).toBe('body{color:#639}');
    expect(await project.read('dist/5.109/main.js')).toContain('"Built in production mode"');
    expect(await readFile(join(examplesOf('blog'), 'whats-new-2/src/5.109/style.css'), 'utf8')).toContain('color: rebeccapurple;');
    expect(posts['5-110'].text).toContain('`body{color:#639}`');
  });

  it('5.110: the cycle is a hint, not a warning, and the bundle still runs', async () => {
    expect(builds['5-110'].output).not.toMatch(/WARNING in/);
    expect(builds['5-110'].output).toContain('HINT in circular dependencies');
    const result = await run('node', ['dist/5.110/main.js'], project.dir);
    expect(result.stdout).toBe('Hello, webpack!\n');
  });

  it('5.111: output.module alone gives an ES module, and output.copy copies public/', async () => {
    expect(await project.files('dist/5.111')).toEqual(['main.mjs', 'robots.txt']);
    expect(await project.read('dist/5.111/robots.txt')).toBe(await project.read('public/robots.txt'));
    const result = await run('node', ['dist/5.111/main.mjs'], project.dir);
    expect(result.stdout).toBe('Hello from src/5.111/index.js\n');
  });

  it('5.111: the experiment alone now builds a classic script, without a warning', async () => {
    expect(builds.before.code, builds.before.output).toBe(0);
    expect(builds.before.output).not.toMatch(/WARNING|ERROR/);
    expect(await before.files('dist/5.111')).toEqual(['main.js']);
    expect(builds.before.output).not.toContain('[javascript module]');
    posts['5-111'].expectShownLines('builds the old configuration', builds.before.output);
  });

  it.each(RENAMED)('5.111: performance.%s is rejected, performance.%s is accepted', (old, replacement) => {
    expect(validation.get(old)).toContain(`configuration.performance has an unknown property '${old}'`);
    expect(validation.get(replacement)).toBe('');
    expect(posts['5-111'].text).toMatch(new RegExp(`\`${old}\`[^\\n]*\\| \\[\`${replacement}\`\\]`));
  });

  it('5.112: the library exposes both modules, leaves out the clashing name, and the JSON is minified', async () => {
    expect(await project.files('dist/5.112')).toEqual(['settings.json', 'toolkit.mjs']);
    const settings = await project.read('src/5.112/settings.json');
    expect(await project.read('dist/5.112/settings.json')).toBe(JSON.stringify(JSON.parse(settings)));
    const result = await run('node', ['try-toolkit.mjs'], project.dir);
    expect(result.code, result.output).toBe(0);
    posts['5-112'].expectShownLines('node try-toolkit.mjs', result.output);
  });

  it('webpack.config.js builds the four configurations, in the order of the posts', async () => {
    const dir = join(examplesOf('blog'), 'whats-new-2');
    const load = async (file: string) => (await import(pathToFileURL(join(dir, file)).href)).default;
    const each = await Promise.all(RELEASES.map((release) => load(`webpack.${release}.js`)));
    const all = await load('webpack.config.js');
    expect(all).toHaveLength(4);
    all.forEach((config: webpack.Configuration, at: number) => expect(config).toBe(each[at]));
    expect(all.map((config: webpack.Configuration) => config.name)).toEqual(['5.109', '5.110', '5.111', '5.112']);
  });
});
