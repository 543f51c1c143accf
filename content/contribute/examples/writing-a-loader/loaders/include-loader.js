// Asynchronous: turns a text file into a module, replacing `@include <file>` lines by that file.
const path = require('node:path');

module.exports = function includeLoader(source) {
  const callback = this.async();
  const logger = this.getLogger('include-loader');

  const lines = source.trimEnd().split('\n');
  Promise.all(
    lines.map(async (line, index) => {
      const directive = /^@(\w+)\s+(.*)$/.exec(line);
      if (!directive) return line;
      if (directive[1] !== 'include') {
        // Not fatal: report it, keep the line, and let the build go on.
        this.emitError(new Error(`Unknown directive @${directive[1]} on line ${index + 1}`));
        return line;
      }
      const file = path.resolve(this.context, directive[2]);
      // Watch mode and the cache now know that this module depends on the included file.
      this.addDependency(file);
      const included = await new Promise((resolve, reject) =>
        this.fs.readFile(file, (error, content) => {
          if (!error) return resolve(content.toString('utf8'));
          const failure = new Error(`Cannot read ${directive[2]} (line ${index + 1}): ${error.code}`);
          failure.hideStack = true; // webpack prints the stack as details, not as part of the message
          reject(failure);
        }),
      );
      logger.info(`included ${path.relative(this.rootContext, file)}`);
      return included.trimEnd();
    }),
  ).then(
    (parts) => {
      const text = parts.join('\n');
      if (text.includes('TODO')) this.emitWarning(new Error('The text still contains a TODO'));
      callback(null, `export default ${JSON.stringify(text)};\n`);
    },
    // A missing file fails this module: webpack reports "Module build failed".
    (error) => callback(error),
  );
};
