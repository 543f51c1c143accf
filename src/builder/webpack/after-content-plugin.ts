import type { Compiler } from 'webpack';

/**
 * Holds every `@generated/` import back until the content step has written the modules, so that webpack
 * reads, transpiles and parses the app and React while the content is still being rendered. Resolved any
 * earlier, a module would be read before the content step rewrote it, and the persistent cache would find
 * it unchanged. The modules those import are under `.generated/` too, so holding back the first import
 * holds back all of them.
 */
export class AfterContentPlugin {
  constructor(private readonly written: Promise<unknown>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap(AfterContentPlugin.name, (factory) => {
      factory.hooks.beforeResolve.tapPromise(AfterContentPlugin.name, async ({ request }) => {
        if (request.startsWith('@generated/')) await this.written;
      });
    });
  }
}
