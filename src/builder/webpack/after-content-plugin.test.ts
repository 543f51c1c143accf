import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import webpack, { type Configuration } from 'webpack';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { AfterContentPlugin } from './after-content-plugin';

const folderOf = useTempTree('after-content-');

const run = (config: Configuration) =>
  new Promise<void>((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve())));
  });

describe('AfterContentPlugin', () => {
  it('makes webpack, started before the content step, read the module that step writes and not the one it found', async () => {
    const root = await folderOf({ 'src/entry.js': "import table from '@generated/table';\nconsole.log(table);\n", 'generated/table.js': "export default 'first build';\n" });
    const config = (written: Promise<unknown>): Configuration => ({
      mode: 'production',
      context: root,
      entry: './src/entry.js',
      output: { path: join(root, 'out') },
      resolve: { alias: { '@generated': join(root, 'generated') } },
      // The persistent cache, as the build has it: it holds the first build's module.
      cache: { type: 'filesystem', cacheDirectory: join(root, 'cache') },
      optimization: { minimize: false },
      plugins: [new AfterContentPlugin(written)],
    });
    await run(config(Promise.resolve()));
    expect(await readFile(join(root, 'out/main.js'), 'utf8')).toContain('first build');

    // The next build: webpack starts at once, the content step writes the module a little later.
    const contentStep = sleep(300).then(() => writeFile(join(root, 'generated/table.js'), "export default 'second build';\n"));
    await run(config(contentStep));
    const bundle = await readFile(join(root, 'out/main.js'), 'utf8');
    expect(bundle).toContain('second build');
    expect(bundle).not.toContain('first build');
  }, 60_000);
});
