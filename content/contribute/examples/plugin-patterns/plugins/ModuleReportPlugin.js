import path from 'node:path';

const PLUGIN = 'ModuleReportPlugin';

/** Writes a text file that says which source files ended up in which output files. */
export class ModuleReportPlugin {
  constructor({ filename = 'modules.txt' } = {}) {
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, RuntimeModule, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const report = describe(compilation, compiler.context, RuntimeModule);
          compilation.emitAsset(this.filename, new sources.RawSource(report));
        },
      );
    });
  }
}

function describe(compilation, context, RuntimeModule) {
  const { chunkGraph, moduleGraph } = compilation;
  // A module's source file, relative to the project; modules without one (runtime, externals) by identifier.
  const nameOf = (module) => {
    const file = module.nameForCondition();
    return file ? path.relative(context, file) : module.identifier();
  };
  const lines = [];

  for (const [name, entrypoint] of compilation.entrypoints) {
    lines.push(`entrypoint ${name}: ${entrypoint.getFiles().join(', ')}`);
  }

  const chunks = [...compilation.chunks].sort((a, b) => String(a.name ?? a.id).localeCompare(String(b.name ?? b.id)));
  for (const chunk of chunks) {
    const groups = [...chunk.groupsIterable].map((group) => `${group.isInitial() ? 'initial' : 'async'} ${group.name}`);
    lines.push('', `chunk ${chunk.name ?? chunk.id} (${groups.join(', ')}) -> ${[...chunk.files].join(', ')}`);

    // The chunk's modules include the webpack runtime modules it carries: count those, list the rest.
    const all = [...chunkGraph.getChunkModulesIterable(chunk)];
    const runtime = all.filter((module) => module instanceof RuntimeModule);
    const modules = all.filter((module) => !runtime.includes(module)).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
    for (const module of modules) {
      const importers = new Set();
      for (const connection of moduleGraph.getIncomingConnections(module)) {
        if (connection.originModule) importers.add(nameOf(connection.originModule));
      }
      const by = importers.size > 0 ? `  <- ${[...importers].sort().join(', ')}` : '';
      // In production, module concatenation merges modules into one; `modules` lists what it holds.
      const merged = module.modules ? ` (concatenated: ${module.modules.map(nameOf).sort().join(', ')})` : '';
      lines.push(`  ${nameOf(module)}${merged}${by}`);
    }
    if (runtime.length > 0) lines.push(`  + ${runtime.length} runtime modules`);
  }
  return `${lines.join('\n')}\n`;
}
