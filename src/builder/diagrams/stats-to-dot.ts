import type { StatsCompilation } from 'webpack';

/** What stats must hold for chunkGraphDot: chunks with names and files, modules with their chunks and reasons. */
export const CHUNK_GRAPH_STATS = {
  all: false,
  chunks: true,
  modules: true,
  reasons: true,
  ids: true,
  runtimeModules: false,
  modulesSpace: Infinity,
  reasonsSpace: Infinity,
} as const;

const quote = (text: string) => JSON.stringify(text);

/** `harmony import specifier` and the like are ES imports; `import()` and `cjs require` keep their names. */
function edgeKind(type: string | undefined): 'import' | 'import()' | 'require' | undefined {
  if (!type) return undefined;
  if (type === 'import()') return 'import()';
  if (type.startsWith('harmony')) return 'import';
  if (type.startsWith('cjs')) return 'require';
  return undefined;
}

/**
 * A build's modules in the chunks webpack put them in, as Graphviz DOT: a box per chunk (its file, and
 * whether the page loads it at once or on demand), each module inside every chunk that holds it, a
 * module held by several chunks highlighted, and the imports between modules (`import()` dashed).
 * Written from the stats of a real build, so the picture is what webpack did.
 */
export function chunkGraphDot(stats: StatsCompilation): string {
  const chunks = [...(stats.chunks ?? [])].sort((a, b) => String(a.files?.[0]).localeCompare(String(b.files?.[0])));
  const modules = (stats.modules ?? []).filter((module) => module.name && module.moduleType !== 'runtime');
  // Chunks by their first file, not their ids: ids are numbers the picture has no use for.
  const fileOf = new Map(chunks.map((chunk) => [String(chunk.id), String(chunk.files?.[0])]));
  const chunksOf = new Map(modules.map((module) => [module.name!, (module.chunks ?? []).map((id) => fileOf.get(String(id))!)]));
  const node = (chunk: string, module: string) => quote(`${chunk} ${module}`);
  const lines = ['digraph {', '  rankdir=LR;'];
  for (const chunk of chunks) {
    const id = String(chunk.files?.[0]);
    lines.push(`  subgraph ${quote(`cluster ${id}`)} {`);
    lines.push(`    label=${quote(`${chunk.files?.join(', ')}${chunk.initial ? ', initial' : ', on demand'}`)};`);
    for (const module of modules.filter((candidate) => chunksOf.get(candidate.name!)!.includes(id)).sort((a, b) => a.name!.localeCompare(b.name!))) {
      const shared = chunksOf.get(module.name!)!.length > 1;
      lines.push(`    ${node(id, module.name!)} [label=${quote(module.name!.replace(/^\.\//, ''))}${shared ? ', class="accent"' : ''}];`);
    }
    lines.push('  }');
  }
  const edges = new Set<string>();
  for (const module of modules) {
    for (const reason of module.reasons ?? []) {
      const kind = edgeKind(reason.type ?? undefined);
      const from = reason.moduleName;
      if (!kind || !from || !chunksOf.has(from)) continue;
      const targets = chunksOf.get(module.name!)!;
      for (const chunk of chunksOf.get(from)!) {
        // An import inside a chunk stays inside it; one that crosses chunks points at the chunk that holds the module.
        const to = targets.includes(chunk) ? chunk : targets[0];
        if (!to) continue;
        const style = kind === 'import()' ? ', style=dashed' : '';
        edges.add(`  ${node(chunk, from)} -> ${node(to, module.name!)} [label=${quote(kind)}${style}];`);
      }
    }
  }
  lines.push(...[...edges].sort(), '}');
  return `${lines.join('\n')}\n`;
}
