import { describe, expect, it } from 'vitest';
import { esModuleAsFunctionBody } from './es-module';

/** Runs a module's body as the config loader does, with `modules` to import from. */
async function run(source: string, modules: Record<string, Record<string, unknown>> = {}) {
  const exports: Record<string, unknown> = {};
  const AsyncFunction = (async () => {}).constructor as new (...parameters: string[]) => (...values: unknown[]) => Promise<void>;
  const importFrom = (request: string) => ({ ...modules[request], default: modules[request] });
  await new AsyncFunction('__import', '__exports', '__meta', esModuleAsFunctionBody(source))(importFrom, exports, { url: 'file:///project/webpack.config.mjs', dirname: '/project' });
  return exports;
}

describe('an ES module of the project as a function body', () => {
  it('links default, named and namespace imports and the default export', async () => {
    const path = { join: (...parts: string[]) => parts.join('/') };
    const exports = await run(
      "import path from 'node:path';\nimport { join as joined } from 'node:path';\nimport * as all from 'node:path';\nexport default { a: path.join('x', 'y'), b: joined('p', 'q'), c: all.default === path };\n",
      { 'node:path': path },
    );
    expect(exports.default).toEqual({ a: 'x/y', b: 'p/q', c: true });
  });

  it('exports declarations and lists, reads import.meta, and awaits at the top level', async () => {
    const exports = await run(
      'const base = await Promise.resolve(import.meta.dirname);\nexport const mode = "production", devtool = false;\nconst entry = `${base}/src/index.js`;\nexport { entry as main };\nexport default () => ({ entry, url: import.meta.url });\n',
    );
    expect(exports).toMatchObject({ mode: 'production', devtool: false, main: '/project/src/index.js' });
    expect((exports.default as () => unknown)()).toEqual({ entry: '/project/src/index.js', url: 'file:///project/webpack.config.mjs' });
  });

  it('loads a dynamic import() through the same import', async () => {
    const exports = await run("const { name } = await import('./named.js');\nexport default name;\n", { './named.js': { name: 'from a file' } });
    expect(exports.default).toBe('from a file');
  });

  it('reports a syntax error with its line and column, as a parser does', () => {
    expect(() => esModuleAsFunctionBody('export default {\n  mode: ,\n};\n')).toThrow(/\(2:8\)/);
  });
});
