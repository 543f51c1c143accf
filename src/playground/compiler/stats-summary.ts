import path from 'path';
import type { MultiStats, Stats } from 'webpack';
import type { BuildOutcome, ChunkSummary } from '../../shared/playground';

type Summary = Pick<BuildOutcome, 'stats' | 'errors' | 'warnings' | 'chunks' | 'entrypoints'>;

/** The summary as webpack-cli prints it, colours off: with each configuration's `stats` options (webpack normalizes a preset name or a boolean to an object). */
function printed(stats: Stats | MultiStats, children: Stats[]): string {
  const optionsOf = (child: Stats) => ({ ...(child.compilation.compiler.options.stats as object), colors: false });
  return 'stats' in stats ? stats.toString({ colors: false, children: children.map(optionsOf) }) : stats.toString(optionsOf(stats));
}

/**
 * What webpack says about a build, in its own words: the summary as webpack-cli prints it, the errors'
 * and warnings' messages, each chunk's modules by name, and each entry point's files in the order a page
 * loads them. Several configurations (MultiStats) are summarized together: file names are then from
 * `outputPath`, the output folder they share, and each chunk and entry point names its configuration.
 */
export function summarizeStats(stats: Stats | MultiStats, outputPath: string): Summary {
  const children = 'stats' in stats ? stats.stats : [stats];
  const summary: Summary = { stats: printed(stats, children), errors: [], warnings: [], chunks: [], entrypoints: [] };
  children.forEach((child, index) => {
    // `dependentModules`: without it, the modules a chunk holds because another of its modules imports
    // them are folded into one unnamed group, and a chunk would list its root module only.
    const json = child.toJson({ all: false, errors: true, warnings: true, chunks: true, chunkModules: true, dependentModules: true, ids: true, entrypoints: true });
    const { errors = [], warnings = [], chunks = [], entrypoints = {} } = json;
    const folder = path.relative(outputPath, child.compilation.outputOptions.path ?? outputPath);
    const file = (name: string) => (folder ? `${folder}/${name}` : name);
    const configuration = 'stats' in stats ? { configuration: child.compilation.name ?? `configuration ${index + 1}` } : {};
    summary.errors.push(...errors.map((error) => error.message));
    summary.warnings.push(...warnings.map((warning) => warning.message));
    summary.entrypoints.push(...Object.entries(entrypoints).map(([name, entry]) => ({ name, files: (entry.assets ?? []).map((asset) => file(asset.name)), ...configuration })));
    summary.chunks.push(
      ...chunks.map(
        (chunk): ChunkSummary => ({
          id: chunk.id ?? null,
          names: chunk.names ?? [],
          files: (chunk.files ?? []).map(file),
          initial: chunk.initial,
          modules: (chunk.modules ?? []).flatMap((module) => (module.name ? [module.name] : [])),
          ...configuration,
        }),
      ),
    );
  });
  return summary;
}
