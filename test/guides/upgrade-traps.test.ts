import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, ROOT } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('5', 'migrate');

/** A copy of the migration page's example project, with the packages a reader would have installed. */
async function copy(): Promise<ExampleProject> {
  const project = await ExampleProject.copy('upgrade-traps', 'migrate');
  await symlink(join(ROOT, 'node_modules'), project.path('node_modules'), 'dir');
  return project;
}

/** The project's configuration without the rule that relaxes fully specified imports. */
async function withoutTheRule(project: ExampleProject): Promise<void> {
  const config = await project.read('webpack.config.js');
  const relaxed = config.replace(/\n  module: \{[\s\S]*?\n  \},\n/, '\n');
  expect(relaxed).not.toContain('fullySpecified');
  await writeFile(project.path('webpack.config.js'), relaxed);
}

describe('From webpack 4 to webpack 5: the upgrade traps', () => {
  let project: ExampleProject;
  beforeAll(async () => {
    project = await copy();
  });

  it('builds as shown, the worker in a file of its own that the entry starts with new Worker(new URL(…))', async () => {
    const result = await project.npx('webpack');
    expect(result.code, result.output).toBe(0);
    const files = (await project.files()).sort();
    expect(files).toHaveLength(2);
    const [worker] = files.filter((file) => file !== 'main.js');
    expect(await project.read(`dist/${worker}`)).toContain('by way of a worker');
    const main = await project.read('dist/main.js');
    expect(main).toMatch(/new Worker\(new URL\(/);
    expect(main).not.toContain('by way of a worker');
    page.expectShownLines('The worker becomes a file of its own', result.output);
  });

  it('fails without the rule, with the message the page quotes, on the import written for webpack 4', async () => {
    const strict = await copy();
    await withoutTheRule(strict);
    const result = await strict.npx('webpack');
    expect(result.code).not.toBe(0);
    page.expectShownLines('webpack 5.112.2 stops with', result.output.replaceAll(strict.dir, '…'));
  });

  it('builds without the rule once the import names its file', async () => {
    const fixed = await copy();
    await withoutTheRule(fixed);
    const index = await fixed.read('src/index.js');
    expect(index).toContain("from './greeting';");
    await writeFile(fixed.path('src/index.js'), index.replace("from './greeting';", "from './greeting.js';"));
    const result = await fixed.npx('webpack');
    expect(result.code, result.output).toBe(0);
  });
});
