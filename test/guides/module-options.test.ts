import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, run, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('module', 'configuration');

/** The eight configurations of the project, each built to dist/<name>.cjs. */
const NAMES = ['css', 'javascript', 'parser-javascript', 'json', 'resolve', 'data-url', 'ident', 'html'] as const;
type Name = (typeof NAMES)[number];

/** The marker in the page before the output each configuration's program prints. */
const SHOWN: Record<Name, string> = {
  css: '`node dist/css.cjs` prints',
  javascript: '`node dist/javascript.cjs` prints',
  'parser-javascript': '`node dist/parser-javascript.cjs` prints',
  json: '`node dist/json.cjs` prints',
  resolve: '`node dist/resolve.cjs` prints',
  'data-url': '`node dist/data-url.cjs` prints',
  ident: '`node dist/ident.cjs` prints',
  html: '`node dist/html.cjs` prints',
};

/** Replaces `search` in a file of the copy, making sure it was there. */
async function edit(project: ExampleProject, file: string, search: string | RegExp, replacement: string): Promise<void> {
  const text = await project.read(file);
  const changed = text.replace(search, replacement);
  expect(changed, `${file} contains ${String(search)}`).not.toBe(text);
  await writeFile(project.path(file), changed);
}

describe('Module: parser and generator options by module type', () => {
  let project: ExampleProject;
  let build: RunResult;
  const printed = {} as Record<Name, string>;

  beforeAll(async () => {
    project = await ExampleProject.copy('module-options', 'configuration');
    build = await project.npx('webpack');
    if (build.code !== 0) return;
    // Eight short Node.js programs, not builds: run side by side.
    await Promise.all(
      NAMES.map(async (name) => {
        const result = await run('node', [`dist/${name}.cjs`], project.dir);
        printed[name] = result.code === 0 ? result.stdout : result.output;
      }),
    );
  }, 60_000);

  it('builds the eight configurations with one npx webpack', async () => {
    expect(build.code, build.output).toBe(0);
    for (const name of NAMES) expect(build.output).toContain(`${name} (webpack 5.112.2) compiled successfully`);
    const files = await project.files();
    // plus the chunk of the worklet
    const expected = [...NAMES.map((name) => `${name}.cjs`), '1.parser-javascript.cjs'];
    expect(files.filter((file) => file.endsWith('.cjs')).sort()).toEqual(expected.sort());
  });

  it.each(NAMES)('%s: the program prints what the page shows', (name) => {
    page.expectShownLines(SHOWN[name], printed[name] ?? '');
  });

  it('css: local names follow the generator options, custom properties stay global, url() is bundled or left alone', () => {
    const css = printed.css;
    expect(css).toMatch(/^card\.module\.css exports \{"cardTitle":"cardTitle_[\w-]{4}","fadeIn":"fadeIn_[\w-]{4}"\}$/m);
    expect(css).toContain('var(--brand-color)');
    expect(css).toMatch(/url\([0-9a-f]{20}\.svg\) no-repeat/);
    expect(css).toContain('widgets.css exports {"button":"widgets-button"}');
    expect(css).toContain('.toolbar { display: flex; }');
    expect(css).toContain('body { background: url(/images/paper.png); }');
  });

  it('javascript: overrideStrict flips the mode both ways; import.meta.webpackContext finds the locales', () => {
    expect(printed.javascript.split('\n').filter(Boolean)).toEqual([
      'plain.cjs runs sloppy',
      'forced.cjs runs strict',
      'tally.js counts 1, 2',
      './de.js says Hallo',
      './en.js says Hello',
    ]);
  });

  it('parser-javascript: the worklet and its import are one chunk; the rules change one module of each pair', async () => {
    const lines = printed['parser-javascript'].split('\n').filter(Boolean);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(`addModule(file://${project.dir}/dist/1.parser-javascript.cjs)`);
    const worklet = await project.read('dist/1.parser-javascript.cjs');
    expect(worklet).toContain("registerPaint('checkerboard'");
    expect(worklet).toContain('const tileSize = 8;');
    expect(worklet).not.toContain("from './tile-size.js'");
    const bundle = await project.read('dist/parser-javascript.cjs');
    // the spec namespace helper wraps spec.js only; the global object replaces `this` in global.cjs only
    expect(bundle.match(/__webpack_require__\.ns\(/g)).toHaveLength(1);
    expect(bundle).toMatch(/\}\)\(this\);/);
    expect(bundle).toMatch(/\}\)\((globalThis|__webpack_require__\.g)\);/);
  });

  it('data-url: the function gets the query in filename; the percent-encoded URL is the shorter one', () => {
    const [encoded, base64] = printed['data-url'].trim().split('\n');
    expect(encoded).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(base64).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(encoded!.length).toBeLessThan(base64!.length);
  });

  describe('with lines of four configurations changed, built together', () => {
    let copy: ExampleProject;
    let result: RunResult;
    beforeAll(async () => {
      copy = await ExampleProject.copy('module-options', 'configuration');
      await edit(copy, 'webpack.css.js', 'parser: { url: false },', 'parser: {},');
      await edit(copy, 'webpack.css.js', "'css/auto': { dashedIdents: false }", "'css/auto': { dashedIdents: false, pure: true }");
      await edit(copy, 'webpack.javascript.js', /\n.*overrideStrict: 'non-strict'.*\n/, '\n');
      await edit(copy, 'webpack.ident.js', /\n\s*ident: loud \? 'upper-case' : 'lower-case',/, '');
      await edit(copy, 'webpack.parser-javascript.js', /\n.*worklet: true.*\n/, '\n');
      result = await copy.npx('webpack', [
        ...['css', 'javascript', 'ident', 'parser-javascript'].flatMap((name) => ['--config-name', name]),
      ]);
    }, 60_000);

    it('css: without url: false, the build stops at the URL that is not a file', () => {
      expect(result.code).not.toBe(0);
      page.expectShownLines('Without `url: false`', result.output.replaceAll(copy.dir, '…'));
    });

    it('css: with pure: true, the :root rule of the CSS Module fails the build', () => {
      const message = 'Selector ":root" is not pure (pure selectors must contain at least one local class or id)';
      expect(result.output).toContain(`  ${message}`);
      expect(page.text).toContain(message);
    });

    it('javascript: without overrideStrict, tally.js throws on its first call', async () => {
      const output = (await run('node', ['dist/javascript.cjs'], copy.dir)).output;
      expect(output).toContain('ReferenceError: count is not defined');
      expect(page.text).toContain('the first call throws `ReferenceError: count is not defined`');
    });

    it('parser-javascript: without worklet: true, checkerboard.js is copied as it is, import included', async () => {
      const output = (await run('node', ['dist/parser-javascript.cjs'], copy.dir)).stdout;
      const copied = /^addModule\(file:\/\/.*\/dist\/([0-9a-f]{20}\.js)\)$/m.exec(output)?.[1];
      expect(copied, output).toBeDefined();
      expect(await copy.read(`dist/${copied}`)).toBe(await copy.read('src/parser-javascript/checkerboard.js'));
      expect(await copy.files()).not.toContain('tile-size.js');
      expect(page.text).toContain('copies\n  `checkerboard.js` as it is, `import` included, to a file named after its hash');
    });

    it('ident: without it, both importers share one module and get the same options', async () => {
      const output = (await run('node', ['dist/ident.cjs'], copy.dir)).stdout;
      const [quiet, loud] = output.trim().split('\n').map((line) => /imports (".*")$/.exec(line)?.[1]);
      expect(quiet).toMatch(/^"(hello from a text file|HELLO FROM A TEXT FILE)"$/);
      expect(loud).toBe(quiet);
      expect(result.output.match(/\.\/src\/ident\/notes\/message\.txt/g)).toHaveLength(1);
      expect(build.output.match(/\.\/src\/ident\/notes\/message\.txt/g)).toHaveLength(2);
    });
  });
});
