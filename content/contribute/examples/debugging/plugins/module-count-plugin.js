// Logs how many modules each build has, through the compilation's logger.
export default class ModuleCountPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ModuleCountPlugin', (compilation) => {
      const logger = compilation.getLogger('ModuleCountPlugin');
      compilation.hooks.finishModules.tap('ModuleCountPlugin', (modules) => {
        const list = [...modules];
        logger.log(`${list.length} modules`);
        for (const module of list) logger.debug(module.readableIdentifier(compilation.requestShortener));
      });
    });
  }
}
