import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { buildContentIndex } from './content-index';
import { emitModules } from './emit-modules';

const treeOf = useTempTree('emit-');

const page = (title: string, text: string) => `---\ntitle: ${title}\n---\n\n${text}\n`;

describe('emitModules', () => {
  it("changes the browser's route table, not the prerender's, when a page's text changes; unchanged files keep their identity", async () => {
    const root = await treeOf({
      'content/concepts/index.md': page('Concepts', 'See [output](/concepts/output/).'),
      'content/concepts/output.md': page('Output', 'Where files go.'),
    });
    const content = join(root, 'content');
    const out = join(root, 'generated');
    const emit = async () => emitModules(await buildContentIndex({ root: content }), out);
    const read = (path: string) => readFile(join(out, path), 'utf8');

    const first = await emit();
    const [routes, serverRoutes] = await Promise.all([read('routes.js'), read('routes.server.js')]);
    const assetOf = (table: string, url: string) => new RegExp(`"${url}": "(/assets/page/[^"]+\\.json)"`).exec(table)![1]!;
    const indexAsset = assetOf(routes, '/concepts/');
    const outputAsset = assetOf(routes, '/concepts/output/');
    expect(first.assets).toEqual(expect.arrayContaining([indexAsset, outputAsset]));
    expect(JSON.parse(await read(outputAsset.slice(1))).html).toContain('Where files go.');
    const indexIdentity = (await stat(join(out, indexAsset))).ino;

    await writeFile(join(content, 'concepts/output.md'), page('Output', 'Where the bundles go.'));
    const second = await emit();
    const routesAfter = await read('routes.js');
    expect(second.version).not.toBe(first.version);
    expect(routesAfter).toContain(`export const version = "${second.version}";`);
    expect(assetOf(routesAfter, '/concepts/')).toBe(indexAsset);
    expect(assetOf(routesAfter, '/concepts/output/')).not.toBe(outputAsset);
    expect(await read('routes.server.js')).toBe(serverRoutes);
    expect((await stat(join(out, indexAsset))).ino).toBe(indexIdentity);
    expect(second.assets).not.toContain(outputAsset);
  });
});
