import path from 'node:path';

const PLUGIN = 'ChangedChunksPlugin';

/** In watch mode, logs what changed on disk, which modules were built again and which chunks changed. */
export class ChangedChunksPlugin {
  apply(compiler) {
    const logger = compiler.getInfrastructureLogger(PLUGIN);
    const relative = (files) => [...files].map((file) => path.relative(compiler.context, file)).sort().join(', ') || 'none';
    /** Chunk name (or id) -> chunk.hash in the previous compilation. */
    let previous;
    let built = [];

    compiler.hooks.watchRun.tap(PLUGIN, () => {
      // Both sets are undefined for the first build of a watch session.
      if (compiler.modifiedFiles) {
        logger.info(`modified: ${relative(compiler.modifiedFiles)}; removed: ${relative(compiler.removedFiles ?? [])}`);
      }
    });

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      built = [];
      // Called for modules that were built; a module restored from the cache is "still valid" instead.
      compilation.hooks.succeedModule.tap(PLUGIN, (module) => {
        if (module.nameForCondition()) built.push(module.nameForCondition());
      });
    });

    compiler.hooks.done.tap(PLUGIN, ({ compilation }) => {
      const current = new Map();
      const changed = [];
      for (const chunk of compilation.chunks) {
        const key = chunk.name ?? chunk.id;
        current.set(key, chunk.hash);
        if (previous?.get(key) !== chunk.hash) changed.push(`${key} (${[...chunk.files].join(', ')})`);
      }
      logger.info(`built modules: ${relative(built)}`);
      logger.info(`${previous ? 'changed' : 'new'} chunks: ${changed.sort().join(', ') || 'none'}`);
      previous = current;
    });
  }
}
