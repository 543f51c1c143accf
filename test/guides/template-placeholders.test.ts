import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExampleProject, ROOT } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('output', 'configuration');

describe('output: template placeholders', () => {
  it('writes [path] outside output.path for a file beyond the context, [containedpath] inside it, and fills [uniqueName]', async () => {
    const project = await ExampleProject.copy('template-placeholders', 'configuration');
    await symlink(join(ROOT, 'node_modules'), project.path('node_modules'), 'dir');
    const result = await project.npx('webpack');
    expect(result.code, result.output).toBe(0);
    page.expectShownLines('npx webpack` in the example project prints', result.output);
    expect(await project.files('dist/path')).toEqual(['shop.main.js', 'src/icon.svg']);
    expect(await project.files('dist/contained')).toEqual(['_/shared/logo.svg', 'shop.main.js', 'src/icon.svg']);
    // `[path]` climbed out of dist/path into its parent.
    expect(await project.files('dist/shared')).toEqual(['logo.svg']);
  });
});
