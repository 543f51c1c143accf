import type { Stats } from 'webpack';
import type { BuildOutcome, ChunkSummary } from '../../shared/playground';

/**
 * What webpack says about a build, in its own words: the summary as webpack-cli prints it (the config's
 * `stats` options, colours off), the errors' and warnings' messages, each chunk's modules by name, and
 * each entry point's files in the order a page loads them.
 */
export function summarizeStats(stats: Stats): Pick<BuildOutcome, 'stats' | 'errors' | 'warnings' | 'chunks' | 'entrypoints'> {
  // `dependentModules`: without it, the modules a chunk holds because another of its modules imports
  // them are folded into one unnamed group, and a chunk would list its root module only.
  const json = stats.toJson({ all: false, errors: true, warnings: true, chunks: true, chunkModules: true, dependentModules: true, ids: true, entrypoints: true });
  const { errors = [], warnings = [], chunks = [], entrypoints = {} } = json;
  return {
    // webpack normalizes the config's `stats` (a preset name, a boolean) to an object.
    stats: stats.toString({ ...(stats.compilation.compiler.options.stats as object), colors: false }),
    errors: errors.map((error) => error.message),
    warnings: warnings.map((warning) => warning.message),
    entrypoints: Object.entries(entrypoints).map(([name, entry]) => ({ name, files: (entry.assets ?? []).map((asset) => asset.name) })),
    chunks: chunks.map(
      (chunk): ChunkSummary => ({
        id: chunk.id ?? null,
        names: chunk.names ?? [],
        files: chunk.files ?? [],
        initial: chunk.initial,
        modules: (chunk.modules ?? []).flatMap((module) => (module.name ? [module.name] : [])),
      }),
    ),
  };
}
