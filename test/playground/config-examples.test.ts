import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { paths } from '../../src/builder/paths';
import { configExampleProject, exampleFolderProject } from '../../src/builder/reference/config-example-project';
import { configExamples } from '../../src/builder/reference/config-examples';
import { expectSameOutput, useComparison } from './same-output';

/** Every `webpack-config run` example that gets a "Try it" link, with the project the link opens. */
const offered = (await configExamples(paths.content)).flatMap((example) => {
  const files = example.run ? configExampleProject(example) : undefined;
  return files ? [[`${example.file}:${example.line}`, files] as const] : [];
});

/** Every example project of the guides and other pages that a page showing its configuration offers. */
const folders = (await readdir(paths.content, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.name === 'package.json' && /[\\/]examples[\\/]/.test(entry.parentPath) && !/node_modules|playground/.test(entry.parentPath))
  .map((entry) => entry.parentPath)
  .sort();
const offeredFolders = folders.flatMap((folder) => {
  const files = exampleFolderProject(folder);
  return files ? [[relative(paths.root, folder), files] as const] : [];
});

describe('"Try it" examples in the playground compiler', () => {
  const harness = useComparison();

  test('offers most of the examples that build, and the example projects that need no package but webpack', () => {
    console.log(`${offered.length} configuration examples and ${offeredFolders.length} of ${folders.length} example projects open in the playground`);
    expect(offered.length).toBeGreaterThan(150);
    expect(offeredFolders.length).toBeGreaterThan(5);
  });

  test.each([...offered, ...offeredFolders])('%s: the browser emits the same files, byte for byte, as webpack in Node', async (_where, files) => {
    // Compared with the example as webpack-cli runs it; some examples show a warning or an error on purpose.
    await expectSameOutput(harness.compiler, harness.project, files, { plain: true, problems: 'as-node' });
  });
});
