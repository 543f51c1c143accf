import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { configExamples } from './config-examples';

// Inside the project, so `require('webpack')` in an example resolves to the installed webpack.
const scratch = join(paths.cache, 'config-examples');
afterAll(() => rm(scratch, { recursive: true, force: true }));

const examples = await configExamples(paths.content);

describe('configuration examples in the docs', () => {
  it('has examples marked for validation', () => {
    expect(examples.length).toBeGreaterThan(0);
    console.log(`validating ${examples.length} configuration examples`);
  });

  it.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))(
    '%s is valid for webpack',
    async (_where, example) => {
      await mkdir(scratch, { recursive: true });
      const file = join(scratch, `${example.file.replace(/\W+/g, '_')}_${example.line}.${example.format === 'esm' ? 'mjs' : 'cjs'}`);
      await writeFile(file, example.code);
      const module = (await import(pathToFileURL(file).href)) as { default: unknown };
      const exported = module.default;
      const resolved = await (typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported);
      expect(() => webpack.validate(resolved as webpack.Configuration)).not.toThrow();
    },
  );
});
