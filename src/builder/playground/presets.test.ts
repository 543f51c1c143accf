import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPathToUrl } from '../../shared/urls';
import { useTempTree } from '../../../test/support/temp-tree';
import { scanContent } from '../content/scan';
import { paths } from '../paths';
import { PRESETS_DIR, readPresets } from './presets';

const contentOf = useTempTree('presets-');
const project = (manifest: { description?: unknown; playground?: object }) => ({
  'package.json': JSON.stringify({ ...manifest, playground: { page: '/guides/getting-started/', ...manifest.playground } }),
  'webpack.config.js': 'module.exports = {};\n',
  'src/index.js': '',
});
/** A content folder holding these projects, by name, each given as its files. */
const contentWith = (projects: Record<string, Record<string, string>>) =>
  contentOf(Object.fromEntries(Object.entries(projects).flatMap(([name, files]) => Object.entries(files).map(([path, text]) => [`${PRESETS_DIR}/${name}/${path}`, text]))));

describe('readPresets', () => {
  it('offers the example projects in their sort order, each with every file and its description as title', async () => {
    const root = await contentWith({ b: project({ description: 'Second', playground: { sort: 2 } }), a: project({ description: 'First', playground: { sort: 1 } }) });
    const presets = await readPresets(root);
    expect(presets.map(({ name, title }) => [name, title])).toEqual([['a', 'First'], ['b', 'Second']]);
    expect(presets[0]!.page).toBe('/guides/getting-started/');
    expect(Object.keys(presets[0]!.files)).toEqual(['package.json', 'src/index.js', 'webpack.config.js']);
  });

  it('keeps a project’s own node_modules/ package and leaves out a build’s dist/', async () => {
    const root = await contentWith({ v: { ...project({ description: 'Vendor' }), 'node_modules/lib/index.js': 'export {};\n', 'dist/main.js': '' } });
    expect(Object.keys((await readPresets(root))[0]!.files)).toEqual(['node_modules/lib/index.js', 'package.json', 'src/index.js', 'webpack.config.js']);
  });

  it('names the package.json of a project without a description', async () => {
    const root = await contentOf({ [`${PRESETS_DIR}/x/package.json`]: '{}' });
    await expect(readPresets(root)).rejects.toThrow(`content/${PRESETS_DIR}/x/package.json:1: a playground project needs a "description"`);
  });

  it.each([
    ['without a page', {}],
    ['whose page is no string', { page: 3 }],
    ['whose page is not a URL of the site', { page: 'guides/tree-shaking/' }],
    ['whose page is on another host', { page: '//example.com/guides/' }],
  ])('names the package.json of a project %s', async (_, playground) => {
    const root = await contentOf({ [`${PRESETS_DIR}/x/package.json`]: JSON.stringify({ description: 'X', playground: { sort: 1, ...playground } }) });
    await expect(readPresets(root)).rejects.toThrow(`content/${PRESETS_DIR}/x/package.json:1: a playground project needs a "playground.page"`);
  });

  it('starts the site’s playground with the first bundle', async () => {
    expect((await readPresets())[0]?.name).toBe('first-bundle');
  });
});

describe('the site’s presets', () => {
  it('are each linked from the documentation page they illustrate, so that a page cannot lose its link unnoticed', async () => {
    const byUrl = new Map((await scanContent(paths.content)).map((path) => [contentPathToUrl(path), path]));
    const found = await Promise.all(
      (await readPresets()).map(async ({ name, page }) => {
        const file = byUrl.get(page);
        const text = file === undefined ? '' : await readFile(join(paths.content, file), 'utf8');
        return { name, page, file, linked: text.includes(`](/playground/?preset=${name})`) };
      }),
    );
    expect(found.filter(({ file }) => file === undefined).map(({ name, page }) => `${name}: no page ${page}`)).toEqual([]);
    expect(found.filter(({ linked }) => !linked).map(({ name, file }) => `${name}: no link to /playground/?preset=${name} in content/${file}`)).toEqual([]);
  });
});
