import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExampleProject, ROOT } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('configuration-languages', 'configuration');

async function copyWithModules(): Promise<ExampleProject> {
  const project = await ExampleProject.copy('typed-configs', 'configuration');
  await symlink(join(ROOT, 'node_modules'), project.path('node_modules'), 'dir');
  return project;
}

describe('Configuration Languages: type checking a JavaScript configuration', () => {
  it('tsc reports the misspelt option under @type and ConfigurationFactory but not under defineConfig, and defineConfig builds', async () => {
    const project = await copyWithModules();
    const checked = await project.npx('tsc');
    expect(checked.code).toBe(2);
    page.expectShownLines('npx tsc\n```', checked.output);
    expect(checked.output).not.toContain('webpack.define-config.js');
    expect(checked.output).not.toContain('webpack.config.js');
    const built = await project.npx('webpack');
    expect(built.code, built.output).toBe(0);
    expect((await project.files()).filter((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(1);
  });

  it('defineConfig still reports an all-unknown object and a wrong value; the named import type-checks but does not load', async () => {
    const project = await copyWithModules();
    await writeFile(
      project.path('webpack.all-unknown.js'),
      "import webpack from 'webpack';\n\nexport default webpack.defineConfig({\n  mode: 'production',\n  output: { clen: true },\n});\n",
    );
    await writeFile(
      project.path('webpack.wrong-value.js'),
      "import webpack from 'webpack';\n\nexport default webpack.defineConfig({\n  mode: 'prod',\n  output: { filename: '[name].js' },\n});\n",
    );
    await writeFile(
      project.path('webpack.named-import.js'),
      "import { defineConfig } from 'webpack';\n\nexport default defineConfig({\n  mode: 'production',\n  entry: './src/index.js',\n});\n",
    );
    const checked = await project.npx('tsc');
    expect(checked.output).toMatch(/^webpack\.all-unknown\.js\(5,13\): error TS2561: .*'clen' does not exist in type 'Output'/m);
    expect(checked.output).toMatch(/^webpack\.wrong-value\.js\(4,3\): error TS2322: Type '"prod"' is not assignable/m);
    expect(checked.output).not.toContain('webpack.named-import.js');
    expect(checked.output).not.toContain('webpack.define-config.js');
    const loaded = await project.npx('webpack', ['--config', 'webpack.named-import.js']);
    expect(loaded.code).not.toBe(0);
    expect(loaded.output).toContain("Named export 'defineConfig' not found");
  });
});
