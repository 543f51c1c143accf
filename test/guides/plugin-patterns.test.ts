import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, type RunningScript, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('plugin-patterns', 'contribute');

const compilations = (output: string) => output.match(/webpack [\d.]+ compiled successfully/g)?.length ?? 0;

/** The non-empty lines of a file, as the page's text fences show them (blank lines dropped). */
const lines = (text: string) => text.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');

/**
 * A small plugin on the webpack 4 chunk API, to see the deprecation the page quotes. It prints, per chunk, how many
 * modules the old getter returns, whether they are those of chunkGraph.getChunkModulesIterable(), and how many of
 * them chunkGraph.getChunkRuntimeModulesIterable() returns.
 */
const OLD_API_CONFIG = `import config from './webpack.config.js';

export default {
  ...config,
  plugins: [
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('OldApi', (compilation) => {
          compilation.hooks.afterSeal.tap('OldApi', () => {
            const { chunkGraph } = compilation;
            for (const chunk of compilation.chunks) {
              const old = [...chunk.modulesIterable];
              const current = new Set(chunkGraph.getChunkModulesIterable(chunk));
              const same = old.length === current.size && old.every((module) => current.has(module));
              const runtime = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].length;
              console.log(\`old api \${chunk.name}: \${old.length} modules, same \${same}, runtime \${runtime}\`);
            }
          });
        });
      },
    },
  ],
};
`;

/** Per chunk of the report the page shows: the modules it lists and the runtime modules it counts. */
function shownChunks(report: string[]): Map<string, { listed: number; runtime: number }> {
  const chunks = new Map<string, { listed: number; runtime: number }>();
  let current: { listed: number; runtime: number } | undefined;
  for (const line of report) {
    const chunk = /^chunk (\S+) /.exec(line);
    const runtime = /^ {2}\+ (\d+) runtime modules$/.exec(line);
    if (chunk) chunks.set(chunk[1]!, (current = { listed: 0, runtime: 0 }));
    else if (runtime && current) current.runtime = Number(runtime[1]);
    else if (line.startsWith('  ') && current) current.listed += 1;
  }
  return chunks;
}

/** Waits until the watch session has printed nothing for `ms` (an editor's write can reach the watcher as two events). */
async function quiet(watch: RunningScript, ms = 1_000): Promise<void> {
  let length = watch.output.length;
  let since = Date.now();
  while (Date.now() - since < ms) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (watch.output.length !== length) {
      length = watch.output.length;
      since = Date.now();
    }
  }
}

/** Changes a file of a watched copy and waits for the next compilation; returns what that rebuild printed. */
async function change(watch: RunningScript, edit: () => Promise<void>, what: string): Promise<string> {
  // A late rebuild of the previous change must not be taken for this one.
  await quiet(watch, 500);
  const before = watch.output.length;
  const count = compilations(watch.output);
  await edit();
  await watch.waitFor((output) => compilations(output) === count + 1, what);
  return watch.output.slice(before);
}

describe('Plugin Patterns', () => {
  let development: { project: ExampleProject; result: RunResult };
  let production: { project: ExampleProject; result: RunResult };

  beforeAll(async () => {
    const [dev, prod] = await Promise.all([ExampleProject.copy('plugin-patterns', 'contribute'), ExampleProject.copy('plugin-patterns', 'contribute')]);
    const [devResult, prodResult] = await Promise.all([dev.run('build'), prod.npx('webpack', ['--mode', 'production'])]);
    development = { project: dev, result: devResult };
    production = { project: prod, result: prodResult };
  });

  it('npm run build prints what the page shows and writes the module report', async () => {
    const { project, result } = development;
    expect(result.code).toBe(0);
    // The plugin logs to stderr during the `done` hook, before the CLI prints the stats to stdout: in a
    // terminal its lines come first, as the page shows them.
    guide.expectShownLines('npm run build\n```', `${result.stderr}\n${result.stdout}`);
    expect(result.stderr).toContain('<i> [ChangedChunksPlugin] new chunks: chart (chart.chunk.js), main (main.js)\n');
    expect(await project.files()).toEqual(['chart.chunk.js', 'locales.json', 'main.js', 'modules.txt']);
    // The report is shown whole, so compare every line.
    expect(lines(await project.read('dist/modules.txt'))).toEqual(guide.shownOutputAfter('cat dist/modules.txt\n```'));
    expect(JSON.parse(await project.read('dist/locales.json'))).toEqual({
      en: { greeting: 'Welcome back!' },
      fr: { greeting: 'Bon retour !' },
    });
  });

  it('in production, the report names the modules merged by concatenation', async () => {
    const { project, result } = production;
    expect(result.code).toBe(0);
    expect(result.output).toContain('./src/index.js + 1 modules');
    const report = lines(await project.read('dist/modules.txt'));
    expect(report).toEqual(guide.shownOutputAfter('npx webpack --mode production\ncat dist/modules.txt'));
    expect(report).toContain('  src/index.js (concatenated: src/greeting.js, src/index.js)');
    expect(report.some((line) => line.startsWith('  src/greeting.js'))).toBe(false);
  });

  it('the webpack 4 chunk API still works but prints the deprecation the page quotes', async () => {
    const project = await ExampleProject.copy('plugin-patterns', 'contribute');
    await writeFile(project.path('webpack.old.js'), OLD_API_CONFIG);
    const result = await project.npx('webpack', ['--config', 'webpack.old.js']);
    expect(result.code).toBe(0);
    // The old getter returns the modules of chunkGraph.getChunkModulesIterable(), runtime modules included: as many
    // as the page's development report lists and counts, and getChunkRuntimeModulesIterable() returns the counted ones.
    const chunks = shownChunks(guide.shownOutputAfter('cat dist/modules.txt\n```'));
    expect([...chunks.keys()].sort()).toEqual(['chart', 'main']);
    for (const [name, { listed, runtime }] of chunks) {
      expect(result.stdout).toContain(`old api ${name}: ${listed + runtime} modules, same true, runtime ${runtime}\n`);
    }
    const [message] = guide.shownOutputAfter('Using `chunk.modulesIterable` prints:');
    expect(result.stderr).toContain(message);
  });

  it('watch mode: an extra file rebuilds, a new file in the folder rebuilds, an unregistered file does not', async () => {
    const project = await ExampleProject.copy('plugin-patterns', 'contribute');
    const watch = project.start('watch');
    await watch.waitFor((output) => compilations(output) === 1, 'the first build');

    const edited = await change(
      watch,
      () => writeFile(project.path('locales/fr.json'), '{ "greeting": "Bienvenue !" }\n'),
      'the rebuild after editing locales/fr.json',
    );
    guide.expectShownLines('change the greeting in `locales/fr.json`', edited);
    expect(JSON.parse(await project.read('dist/locales.json'))).toEqual({
      en: { greeting: 'Welcome back!' },
      fr: { greeting: 'Bienvenue !' },
    });

    const added = await change(
      watch,
      () => writeFile(project.path('locales/de.json'), '{ "greeting": "Willkommen zurück!" }\n'),
      'the rebuild after adding locales/de.json',
    );
    guide.expectShownLines('Now create `locales/de.json`', added);
    expect(JSON.parse(await project.read('dist/locales.json'))).toMatchObject({ de: { greeting: 'Willkommen zurück!' } });

    // A file nobody registered: no rebuild within a second (webpack waits 20 ms before rebuilding). Wait for any
    // late rebuild of the previous change first, so that it is not taken for one caused by notes.txt.
    await quiet(watch);
    const count = compilations(watch.output);
    await writeFile(project.path('notes.txt'), 'not a dependency\n');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(compilations(watch.output)).toBe(count);

    // A source change: only that module is built, only its chunk changes.
    const chart = project.path('src/chart.js');
    const source = await readFile(chart, 'utf8');
    expect(source).toContain("'#'");
    const rebuilt = await change(watch, () => writeFile(chart, source.replace("'#'", "'*'")), 'the rebuild after editing src/chart.js');
    guide.expectShownLines("change `'#'` to `'*'`", rebuilt);
    expect(rebuilt).toContain('<i> [ChangedChunksPlugin] changed chunks: chart (chart.chunk.js)\n');
    expect(rebuilt).not.toMatch(/asset main\.js/);
    expect(await project.read('dist/chart.chunk.js')).toContain("'*'.repeat");
    await watch.stop();
  });

  it('watch mode with hashed chunk file names: the runtime chunk changes with the chunk it loads', async () => {
    const project = await ExampleProject.copy('plugin-patterns', 'contribute');
    const watch = project.start('watch', ['--output-chunk-filename', '[name].[contenthash:8].js']);
    await watch.waitFor((output) => compilations(output) === 1, 'the first build');
    const chart = project.path('src/chart.js');
    const source = await readFile(chart, 'utf8');
    const rebuilt = await change(watch, () => writeFile(chart, source.replace("'#'", "'*'")), 'the rebuild after editing src/chart.js');
    guide.expectShownLines("npm run watch -- --output-chunk-filename '[name].[contenthash:8].js'", rebuilt);
    expect(rebuilt).toMatch(/<i> \[ChangedChunksPlugin\] changed chunks: chart \(chart\.[0-9a-f]{8}\.js\), main \(main\.js\)\n/);
    await watch.stop();
  });
});
