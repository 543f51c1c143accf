import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const PLUGIN_NAME = 'SizeReportPlugin';

// The options a user may pass, as a JSON schema.
const schema = {
  type: 'object',
  properties: {
    filename: { type: 'string', minLength: 1 },
    stage: { enum: ['ADDITIONAL', 'SUMMARIZE', 'REPORT'] },
    maxSize: { type: 'number', minimum: 0 },
    hints: { enum: ['warning', 'error', false] },
  },
  additionalProperties: false,
};

export class SizeReportPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;

    // Checked only when the `validate` option is on (the default).
    compiler.hooks.validate.tap(PLUGIN_NAME, () => {
      compiler.validate(schema, this.options, { name: 'Size Report Plugin', baseDataPath: 'options' });
    });

    const {
      filename = 'size-report.txt',
      stage = 'REPORT',
      maxSize = Infinity,
      hints = 'warning',
    } = this.options;

    // thisCompilation: the main compilation only, never a child compilation.
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const logger = compilation.getLogger(PLUGIN_NAME);
      const lines = [];

      compilation.hooks.processAssets.tapPromise(
        {
          name: PLUGIN_NAME,
          stage: Compilation[`PROCESS_ASSETS_STAGE_${stage}`],
          // Call again with the assets that later stages add.
          additionalAssets: true,
        },
        async (assets) => {
          const names = Object.keys(assets)
            .filter((name) => name !== filename)
            .sort();
          if (names.length === 0) return;

          for (const name of names) {
            const { source, info } = compilation.getAsset(name);
            const size = source.size();
            const gzipped = (await gzipAsync(source.buffer())).length;
            const notes = [];
            if (info.minimized) notes.push('minimized');
            if (info.development) notes.push('development');
            if (info.related?.sourceMap) notes.push(`source map: ${info.related.sourceMap}`);
            lines.push(`${name}: ${size} bytes, ${gzipped} gzipped${notes.length ? ` [${notes.join('] [')}]` : ''}`);

            // Source maps and other development files are left out of the budget.
            if (hints && !info.development && size > maxSize) {
              const problem = new WebpackError(`${PLUGIN_NAME}: ${name} is ${size} bytes, more than maxSize (${maxSize} bytes)`);
              problem.file = name;
              compilation[hints === 'error' ? 'errors' : 'warnings'].push(problem);
            }
          }

          const report = new sources.RawSource(`${lines.join('\n')}\n`);
          if (compilation.getAsset(filename)) {
            compilation.updateAsset(filename, report);
          } else {
            compilation.emitAsset(filename, report, { development: true });
          }
          logger.info(`${names.length} assets added to ${filename}`);
        },
      );
    });
  }
}
