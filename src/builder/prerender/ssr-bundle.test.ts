import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { prerenderShims } from './ssr-bundle';

const scratch = await mkdtemp(join(tmpdir(), 'ssr-shims-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

let bundles = 0;
/** Bundles an entry as the prerender does (with its shims); returns who imports what, and the bundle's exports. */
async function bundle(source: string) {
  // A name of its own per bundle: require() caches modules by path.
  const outfile = join(scratch, `bundle-${++bundles}.cjs`);
  const { metafile } = await build({ stdin: { contents: source, resolveDir: paths.root }, outfile, bundle: true, platform: 'node', format: 'cjs', metafile: true, absWorkingDir: paths.root, plugins: [prerenderShims], logLevel: 'silent' });
  const importsOf = (input: string) => metafile.inputs[input]?.imports.map((imported) => imported.path) ?? [];
  return { importsOf, inputs: Object.keys(metafile.inputs), exports: createRequire(import.meta.url)(outfile) };
}

describe('the prerender bundle shims', () => {
  it('go to their one importer, and every other importer gets the package', async () => {
    const { importsOf, inputs } = await bundle(`export { toMdast } from 'hast-util-to-mdast';\nexport { isElement } from 'hast-util-is-element';\nexport { default as clone } from '@ungap/structured-clone';`);
    expect(importsOf('node_modules/hast-util-minify-whitespace/lib/index.js')).toContain('src/builder/prerender/shims/is-element.ts');
    expect(importsOf('node_modules/hast-util-to-mdast/lib/index.js')).toContain('src/builder/prerender/shims/no-clone.ts');
    expect(importsOf('<stdin>')).toEqual(expect.arrayContaining(['node_modules/hast-util-is-element/index.js', 'node_modules/@ungap/structured-clone/esm/index.js']));
    expect(inputs).toContain('node_modules/hast-util-is-element/lib/index.js');
  });

  it('leave what hast-util-to-mdast makes as it was', async () => {
    const { exports } = await bundle(`export { toMdast } from 'hast-util-to-mdast';`);
    const html = '<h2>Title</h2>\n  <p>Some   <em>text</em>, <code>code</code>\n and a <a href="/x">link</a>.</p><div><ul>\n<li>one</li> <li><p>two</p></li></ul><pre><code>a  b\n</code></pre></div><table><tr><th>a</th></tr><tr><td>b</td></tr></table>';
    const tree = fromHtml(html, { fragment: true });
    expect(exports.toMdast(structuredClone(tree))).toEqual(toMdast(tree));
  });
});
