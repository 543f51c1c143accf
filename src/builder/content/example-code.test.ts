import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { buildContentIndex } from './content-index';
import { ContentBuildError } from './errors';

const contentOf = useTempTree('examples-');

const EXAMPLE = {
  'guides/examples/demo/package.json': '{ "private": true, "type": "module" }\n',
  'guides/examples/demo/src/index.js': "import './a.js';\nconsole.log('one');\nconsole.log('two');\n",
  'guides/examples/demo/README.md': '# Not a page\n',
  'guides/examples/demo/src/next.js': "import './a.js';\nconsole.log('one, changed');\nconsole.log('two');\nconsole.log('three');\n",
};

async function guide(fence: string) {
  const root = await contentOf({ ...EXAMPLE, 'guides/demo.md': `---\ntitle: Demo\n---\n\n## Code\n\n${fence}\n` });
  return buildContentIndex({ root });
}

async function errorOf(fence: string): Promise<string> {
  const error = await guide(fence).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentBuildError);
  return (error as ContentBuildError).errors.map((item) => item.message).join('\n');
}

describe('code fences that show an example project file', () => {
  it('show the file, captioned with its path inside the example project', async () => {
    const index = await guide('```js file="./examples/demo/src/index.js"\n```');
    const body = index.pages.find((page) => page.entry.url === '/guides/demo/')!.body;
    expect(body).toContain('<figcaption class="code__title">src/index.js</figcaption>');
    expect(body).toContain('one');
    expect(body).toContain('two');
  });

  it('show a range of lines, and keep a title the fence sets', async () => {
    const index = await guide('```js file="./examples/demo/src/index.js" lines="2-2" title="entry"\n```');
    const body = index.pages.find((page) => page.entry.url === '/guides/demo/')!.body;
    expect(body).toContain('>entry</figcaption>');
    expect(body).toContain('one');
    expect(body).not.toContain('two');
  });

  it('show the file as it is now when it changed since the last build (the render cache checks it)', async () => {
    const root = await contentOf({ ...EXAMPLE, 'guides/demo.md': '---\ntitle: Demo\n---\n\n```js file="./examples/demo/src/index.js"\n```\n' });
    const bodyOf = async () => (await buildContentIndex({ root })).pages[0]!.body;
    expect(await bodyOf()).toContain('one');
    await writeFile(join(root, 'guides/examples/demo/src/index.js'), "console.log('three');\n");
    const body = await bodyOf();
    expect(body).toContain('three');
    expect(body).not.toContain('one');
  });

  it('number an excerpt that asks for line numbers as in its file', async () => {
    const index = await guide('```js file="./examples/demo/src/index.js" lines="2-3" showLineNumbers\n```');
    const body = index.pages.find((page) => page.entry.url === '/guides/demo/')!.body;
    expect(body).toMatch(/<pre class="[^"]*has-line-numbers" style="[^"]*;--line-start:1"/);
  });

  it('show a file as a change of another: the lines it removes and adds marked, copied as the file itself', async () => {
    const index = await guide('```js file="./examples/demo/src/next.js" diff="./examples/demo/src/index.js"\n```');
    const body = index.pages.find((page) => page.entry.url === '/guides/demo/')!.body;
    const rows = [...body.matchAll(/<span class="line([^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map(([, classes, html]) => `${classes!.trim()}|${html!.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'")}`);
    expect(rows).toEqual(["|import './a.js';", "diff remove|console.log('one');", "diff add|console.log('one, changed');", "|console.log('two');", "diff add|console.log('three');"]);
    expect(body).toMatch(/<pre class="[^"]*\bhas-diff\b/);
    expect(body).toContain('<figcaption class="code__title">src/next.js</figcaption>');
  });

  it('are not pages themselves: example folders are skipped', async () => {
    const index = await guide('```js file="./examples/demo/src/index.js"\n```');
    expect(index.pages.map((page) => page.entry.url)).toEqual(['/guides/demo/']);
  });

  it('name the guide and line of a missing file, a non-empty fence, a range outside the file or a diff that is none', async () => {
    expect(await errorOf('```js file="./examples/demo/nope.js"\n```')).toBe('content/guides/demo.md:7: code file not found: ./examples/demo/nope.js');
    expect(await errorOf('```js file="./examples/demo/src/index.js"\nextra\n```')).toBe(
      'content/guides/demo.md:7: a fence with file="./examples/demo/src/index.js" shows that file: leave the fence empty',
    );
    expect(await errorOf('```js file="./examples/demo/src/index.js" lines="2-9"\n```')).toBe(
      'content/guides/demo.md:7: lines="2-9" is outside ./examples/demo/src/index.js (3 lines)',
    );
    expect(await errorOf('```js file="./examples/demo/src/next.js" diff="./examples/demo/src/gone.js"\n```')).toBe('content/guides/demo.md:7: code file not found: ./examples/demo/src/gone.js');
    expect(await errorOf('```js file="./examples/demo/src/index.js" diff="./examples/demo/src/index.js"\n```')).toBe(
      'content/guides/demo.md:7: ./examples/demo/src/index.js is the same as ./examples/demo/src/index.js: leave out diff="…"',
    );
    expect(await errorOf('```js file="./examples/demo/src/next.js" lines="1-2" diff="./examples/demo/src/index.js"\n```')).toBe(
      'content/guides/demo.md:7: diff="./examples/demo/src/index.js" compares whole files: leave out lines="…"',
    );
  });
});
