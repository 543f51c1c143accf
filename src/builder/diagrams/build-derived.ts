import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type StatsCompilation } from 'webpack';
import { paths } from '../paths';
import { CHUNK_GRAPH_STATS, chunkGraphDot } from './stats-to-dot';

/**
 * Diagrams drawn from real builds: each names the project a page teaches with and is the DOT that
 * chunkGraphDot makes of its stats. They are committed, under content/diagrams/ for pages (a page shows
 * one with ```dot file="…") and beside the splash page's examples, written by `npm run diagrams`, and test/guides/diagrams.test.ts builds them again
 * and fails when webpack now does something else than the picture shows.
 */
export interface DerivedDiagram {
  /** Where the DOT is kept, from the repository's root. */
  file: string;
  /** The build: its configuration, and the folder it runs in. */
  project(): Promise<{ context: string; config: Configuration }>;
}

/** A guide's example configuration (an ES module exporting one configuration). */
const exampleConfig = (config: string) => async () => {
  const file = join(paths.content, config);
  const { default: loaded } = (await import(pathToFileURL(file).href)) as { default: Configuration };
  return { context: dirname(file), config: loaded };
};

/** The source files a page shows in ```js title="src/…" fences, as a project of their own. */
const pageFiles = (page: string) => async () => {
  const text = await readFile(join(paths.content, page), 'utf8');
  const context = await mkdtemp(join(tmpdir(), 'diagram-'));
  for (const [, file, source] of text.matchAll(/^```js title="(src\/[^"]+)"\n([\s\S]*?)^```/gm)) {
    await mkdir(dirname(join(context, file!)), { recursive: true });
    await writeFile(join(context, file!), source!);
  }
  return { context, config: { mode: 'production', entry: './src/index.js' } satisfies Configuration };
};

/** The splash page's example: its module, the module it imports and its configuration, laid out as a project. */
const splashExample = async () => {
  const examples = join(paths.app, 'splash/examples');
  const context = await mkdtemp(join(tmpdir(), 'diagram-'));
  await mkdir(join(context, 'src'));
  for (const file of ['index.js', 'greeting.js']) await writeFile(join(context, 'src', file), await readFile(join(examples, file)));
  // CommonJS, as the splash shows it; .cjs because this package is an ES module one.
  await writeFile(join(context, 'webpack.config.cjs'), await readFile(join(examples, 'webpack.config.js')));
  const { default: config } = (await import(pathToFileURL(join(context, 'webpack.config.cjs')).href)) as { default: Configuration };
  return { context, config };
};

export const DERIVED_DIAGRAMS: readonly DerivedDiagram[] = [
  { file: 'src/app/splash/examples/bundle.dot', project: splashExample },
  { file: 'content/diagrams/dependency-graph.dot', project: pageFiles('concepts/dependency-graph.md') },
  { file: 'content/diagrams/code-splitting-entries.dot', project: exampleConfig('guides/examples/code-splitting/webpack.entries.js') },
  { file: 'content/diagrams/code-splitting-split-chunks.dot', project: exampleConfig('guides/examples/code-splitting/webpack.config.js') },
];

/**
 * Builds a diagram's project (into a temporary folder, nothing written beside it) and draws it. Modules
 * are not concatenated, so each file is its own box: concatenation changes how a chunk's code is
 * written, not which modules the chunk holds.
 */
export async function drawDerived(diagram: DerivedDiagram): Promise<string> {
  const { context, config } = await diagram.project();
  const output = await mkdtemp(join(tmpdir(), 'diagram-output-'));
  try {
    const compiler = webpack({ ...config, context, output: { ...config.output, path: output }, optimization: { ...config.optimization, concatenateModules: false } });
    const stats = await new Promise<StatsCompilation>((resolve, reject) =>
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error || !result) reject(error ?? new Error('no stats'));
        else if (result.hasErrors()) reject(new Error(result.toString('errors-only')));
        else resolve(result.toJson(CHUNK_GRAPH_STATS));
      }),
    );
    return chunkGraphDot(stats);
  } finally {
    await rm(output, { recursive: true, force: true });
  }
}
