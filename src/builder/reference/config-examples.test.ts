import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { CONFIG_EXAMPLE_SOURCES } from './config-example-project';
import { configExamples } from './config-examples';

// Inside the project, so `require('webpack')` in an example resolves to the installed webpack.
const scratch = join(paths.cache, 'config-examples');
afterAll(() => rm(scratch, { recursive: true, force: true }));

const examples = await configExamples(paths.content);

function build(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack({ infrastructureLogging: { level: 'none' }, ...config });
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error) : resolve(stats)));
    });
  });
}

describe('configuration examples in the docs', () => {
  it('has examples marked for validation', () => {
    expect(examples.length).toBeGreaterThan(0);
    console.log(`validating ${examples.length} configuration examples, building ${examples.filter((example) => example.run).length}`);
  });

  it.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))(
    '%s is valid for webpack',
    async (_where, example) => {
      // Each example gets a fixture project of its own: `__dirname` in the config points at it.
      const project = join(scratch, `${example.file.replace(/\W+/g, '_')}_${example.line}`);
      await mkdir(join(project, 'src'), { recursive: true });
      for (const [path, text] of Object.entries(CONFIG_EXAMPLE_SOURCES)) await writeFile(join(project, path), text);
      const file = join(project, `webpack.config.${example.format === 'esm' ? 'mjs' : 'cjs'}`);
      await writeFile(file, example.code);
      const module = (await import(pathToFileURL(file).href)) as { default: unknown };
      const exported = module.default;
      const resolved = (await (typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported)) as webpack.Configuration;
      expect(() => webpack.validate(resolved)).not.toThrow();
      if (!example.run) return;
      // webpack's default output.path is `dist` under the working directory, that is this project's own dist/.
      const stats = await build({ context: project, ...resolved, output: { path: join(project, 'dist'), ...resolved.output } });
      expect(stats.hasErrors(), stats.toString({ all: false, errors: true })).toBe(false);
    },
  );
});
