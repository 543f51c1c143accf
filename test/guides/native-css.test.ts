import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder, shell } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const copy = () => ExampleProject.copy('native-css');

/** dist/main.*.css, as the guide prints it. */
const MAIN_CSS =
  '*,:after,:before{box-sizing:border-box}body{color:#2b3a42;background:#f2f7fa url(images/dots.53d5c69a.svg);margin:0;font-family:system-ui,-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Noto Sans,Ubuntu,Cantarell,Helvetica Neue,sans-serif}.card_m4bZX7{background:#fff;border-radius:.5rem;max-width:20rem;margin:2rem auto;padding:1rem 1.5rem}.card-title_6RJKAc{color:#1c78c0;margin:0 0 .5rem}';

describe('Native CSS', () => {
  it('emits .css files, hashes CSS module class names, gives the JS the mapping, and the styles apply', async () => {
    const project = await ExampleProject.copy('native-css');
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).not.toMatch(/WARNING|ERROR/);
    expect(result.output).toMatch(/asset main\.[0-9a-f]{8}\.css \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: main\)/);
    expect(result.output).toMatch(/asset note\.[0-9a-f]{8}\.css \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: note\)/);
    expect(result.output).toMatch(/Entrypoint main [\d.]+ KiB \(116 bytes\) = main\.[0-9a-f]{8}\.js [\d.]+ KiB main\.[0-9a-f]{8}\.css \d+ bytes 1 auxiliary asset/);
    expect(result.output).toMatch(/css \.\/src\/card\.module\.css \d+ bytes \(javascript\) \d+ bytes \(css\) \[built\] \[code generated\]/);
    expect(result.output).toMatch(/css \.\/src\/reset\.css \d+ bytes \[built\]/);

    const files = await project.files('dist');
    expect(files).toHaveLength(6);
    for (const pattern of [/^main\.[0-9a-f]{8}\.js$/, /^main\.[0-9a-f]{8}\.css$/, /^note\.[0-9a-f]{8}\.js$/, /^note\.[0-9a-f]{8}\.css$/, /^images\/dots\.[0-9a-f]{8}\.svg$/]) {
      expect(files.some((file) => pattern.test(file)), String(pattern)).toBe(true);
    }
    const mainCss = await project.read(`dist/${files.find((file) => /^main\..*\.css$/.test(file))}`);
    // The stylesheet exactly as `cat dist/main.*.css` shows it in the guide.
    expect(mainCss).toBe(MAIN_CSS);
    const mainJs = await project.read(`dist/${files.find((file) => /^main\..*\.js$/.test(file))}`);
    // @import inlined the reset; url() points at the emitted image, relative to the CSS file.
    expect(mainCss).toMatch(/^\*,:after,:before\{box-sizing:border-box\}/);
    expect(mainCss).toMatch(/url\(images\/dots\.[0-9a-f]{8}\.svg\)/);
    expect(mainCss).not.toContain('@import');
    // CSS modules: [local]_[hash], the hash being 6 base64url characters; the JS carries the same names.
    const card = /\.(card_[\w-]{6})\{/.exec(mainCss)?.[1];
    const title = /\.(card-title_[\w-]{6})\{/.exec(mainCss)?.[1];
    expect(card).toBeDefined();
    expect(title).toBeDefined();
    expect(mainJs).toContain(`"${card}"`);
    expect(mainJs).toContain(`"${title}"`);
    expect(mainCss).not.toMatch(/\.card\{|\.card-title\{/);
    expect(await project.read('dist/index.html')).toMatch(/<link href=main\.[0-9a-f]{8}\.css rel=stylesheet>/);

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    const heading = page.locator('h1');
    await expect(heading.getAttribute('class')).resolves.toBe(title);
    await expect(page.locator('article').getAttribute('class')).resolves.toBe(card);
    await expect(heading.evaluate((element) => getComputedStyle(element).color)).resolves.toBe('rgb(28, 120, 192)');
    await expect(page.locator('article').evaluate((element) => getComputedStyle(element).boxSizing)).resolves.toBe('border-box');
    await expect(page.locator('body').evaluate((element) => getComputedStyle(element).backgroundImage)).resolves.toMatch(
      new RegExp(`^url\\("${origin}/images/dots\\.[0-9a-f]{8}\\.svg"\\)$`),
    );
    // No <style> elements: the rules come from the linked file.
    await expect(page.locator('style').count()).resolves.toBe(0);

    // The lazy chunk brings its own stylesheet, added as a <link> by the runtime. The chunk's code runs only
    // once that stylesheet has loaded: the note is styled at the moment it is inserted.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { noteStyleOnInsert: string[] }).noteStyleOnInsert = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof HTMLParagraphElement) seen.push(getComputedStyle(node).fontStyle);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Show a note' }).click();
    const note = page.locator('article p', { hasText: 'This note and its styles arrived in a lazy chunk.' });
    await note.waitFor();
    await expect(note.evaluate((element) => getComputedStyle(element).fontStyle)).resolves.toBe('italic');
    await expect(note.evaluate((element) => getComputedStyle(element).borderLeftColor)).resolves.toBe('rgb(141, 214, 249)');
    expect(requests).toEqual(expect.arrayContaining([expect.stringMatching(/^\/note\.[0-9a-f]{8}\.css$/)]));
    await expect(page.evaluate(() => (window as unknown as { noteStyleOnInsert: string[] }).noteStyleOnInsert)).resolves.toEqual(['italic']);
    await expect(page.locator('link[rel="stylesheet"]').count()).resolves.toBe(2);
    expect(problems).toEqual([]);
  });

  it('a default import fails: CSS modules have named exports', async () => {
    const project = await ExampleProject.copy('native-css');
    const index = await project.read('src/index.js');
    const changed = index.replace("import * as styles from './card.module.css';", "import styles from './card.module.css';");
    expect(changed).not.toBe(index);
    await writeFile(project.path('src/index.js'), changed);
    const result = await project.run('build');
    expect(result.code).not.toBe(0);
    const message = "export 'default' (imported as 'styles') was not found in './card.module.css' (possible exports: card, card-title, cardTitle)";
    expect(result.output).toContain(`ERROR in ./src/index.js 5:17-28\n${message}`);
    expect(result.output).toContain(`ERROR in ./src/index.js 7:15-31\n${message}`);
  });

  it('class names without localIdentName, and the -only export conventions', async () => {
    const [production, development, camelCaseOnly, dashesOnly] = await Promise.all([copy(), copy(), copy(), copy()]);
    for (const project of [production, development]) {
      const config = await project.read('webpack.config.js');
      const withoutName = config.replace("        localIdentName: '[local]_[hash]',\n", '');
      expect(withoutName).not.toBe(config);
      await writeFile(project.path('webpack.config.js'), withoutName);
    }
    const results = await Promise.all([
      production.run('build'),
      development.run('build', ['--mode', 'development']),
      camelCaseOnly.run('build', ['--module-generator-css-auto-exports-convention', 'camel-case-only']),
      dashesOnly.run('build', ['--module-generator-css-auto-exports-convention', 'dashes-only']),
    ]);
    expect(results.map((result) => result.code)).toEqual([0, 0, 0, 0]);
    const css = async (project: ExampleProject) => {
      const file = (await project.files('dist')).find((name) => /^main\..*\.css$/.test(name));
      return project.read(`dist/${file}`);
    };
    // Production: the hash alone (the same hash as in card_m4bZX7), with an underscore before a leading digit.
    const productionCss = await css(production);
    expect(productionCss).toContain('.m4bZX7{');
    expect(productionCss).toContain('._6RJKAc{');
    // Development: [uniqueName]-[id]-[local].
    const developmentCss = await css(development);
    expect(developmentCss).toContain('.native-css-demo-src_card_module_css-card {');
    expect(developmentCss).toContain('.native-css-demo-src_card_module_css-card-title {');
    // The -only conventions rename the class in the stylesheet too, which changes its hash.
    for (const project of [camelCaseOnly, dashesOnly]) {
      const onlyCss = await css(project);
      expect(onlyCss).toContain('.card_m4bZX7{');
      expect(onlyCss).toContain('.cardTitle_BBW4AV{');
      expect(onlyCss).not.toContain('card-title');
    }
  });

  it('with a css-loader rule and experiments.css on, the loaders step aside with a warning', async () => {
    const [project, plain] = await Promise.all([copy(), copy()]);
    const config = await project.read('webpack.config.js');
    const withLoaders = config.replace('  module: {\n', "  module: {\n    rules: [{ test: /\\.css$/i, use: ['style-loader', 'css-loader'] }],\n");
    expect(withLoaders).not.toBe(config);
    await writeFile(project.path('webpack.config.js'), withLoaders);
    const [result, plainResult] = await Promise.all([project.run('build'), plain.run('build')]);
    expect(result.code).toBe(0);
    expect(plainResult.code).toBe(0);
    // The loader's path is relative to the project: ./node_modules/... for a reader, ../../../node_modules/... in this copy.
    expect(result.output).toMatch(
      /WARNING in css \.\/src\/global\.css\nModule Warning \(from (\.\.\/)*\.?\/?node_modules\/css-loader\/dist\/cjs\.js\):\nYou can't use `experiments\.css`/,
    );
    expect(result.output).toContain('(now css-loader does nothing)');
    expect(result.output).toContain('(now `style-loader` does nothing)');
    expect(result.output).toMatch(/compiled with 8 warnings in \d+ ms/);
    // The stylesheets are the ones the built-in support writes without the rule.
    const stylesheets = async (copy: ExampleProject) => {
      const names = (await copy.files('dist')).filter((file) => file.endsWith('.css'));
      return Promise.all(names.map(async (name) => [name, await copy.read(`dist/${name}`)]));
    };
    const withRule = await stylesheets(project);
    expect(withRule).toHaveLength(2);
    expect(withRule).toEqual(await stylesheets(plain));
  });

  it('loaders in front of the built-in support need experiments.css: true; exportType style writes no .css file', async () => {
    const [explicitCopy, autoCopy, styleCopy] = await Promise.all([copy(), copy(), copy()]);
    const config = await explicitCopy.read('webpack.config.js');
    const withPostcss = config.replace(
      '  module: {\n',
      "  module: {\n    rules: [{ test: /\\.css$/i, use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: [] } } }], type: 'css/auto' }],\n",
    );
    expect(withPostcss).not.toBe(config);
    const withoutExperiment = withPostcss.replace('  experiments: {\n    css: true,\n  },\n', '');
    expect(withoutExperiment).not.toBe(withPostcss);
    await writeFile(explicitCopy.path('webpack.config.js'), withPostcss);
    await writeFile(autoCopy.path('webpack.config.js'), withoutExperiment);
    const [explicit, auto, style] = await Promise.all([
      explicitCopy.run('build'),
      autoCopy.run('build'),
      styleCopy.run('build', ['--module-parser-css-auto-export-type=style']),
    ]);

    expect(explicit.code).toBe(0);
    expect((await explicitCopy.files('dist')).filter((file) => file.endsWith('.css'))).toHaveLength(2);

    expect(auto.code).not.toBe(0);
    expect(auto.output).toContain('No parser registered for css/auto');

    expect(style.code).toBe(0);
    const files = await styleCopy.files('dist');
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([]);
    const main = await styleCopy.read(`dist/${files.find((file) => /^main\..*\.js$/.test(file))}`);
    expect(main).toMatch(/\.card_[\w-]{6}\{/);
    expect(main).toContain('createElement("style")');
  });

  it("loses a 'text' export imported from two chunks in production, unless namedExports and esModule are off", async () => {
    const project = await copy();
    const files: Record<string, string> = {
      'src/shared.css': '.shared { color: teal }\n',
      'src/two-chunks/index.js': "import text from '../shared.css';\nconsole.log(JSON.stringify(text));\nawait import('./lazy.js');\n",
      'src/two-chunks/lazy.js': "import text from '../shared.css';\nconsole.log(JSON.stringify(text));\n",
      'webpack.text.js': `import path from 'node:path';
export default (env) => ({
  mode: 'production',
  target: 'node',
  entry: './src/two-chunks/index.js',
  // .cjs: the project's "type": "module" would make Node.js load the bundle's require() calls as an ES module.
  output: { path: path.resolve(import.meta.dirname, env.fix ? 'dist-fixed' : 'dist-text'), filename: '[name].cjs', chunkFilename: '[id].cjs' },
  experiments: { css: true },
  module: {
    parser: { 'css/auto': { exportType: 'text', ...(env.fix && { namedExports: false }) } },
    generator: { 'css/auto': env.fix ? { esModule: false } : {} },
  },
});
`,
    };
    await mkdir(project.path('src/two-chunks'));
    await Promise.all(Object.entries(files).map(([file, text]) => writeFile(project.path(file), text)));
    const [broken, fixed] = await Promise.all([
      project.npx('webpack', ['--config', 'webpack.text.js']),
      project.npx('webpack', ['--config', 'webpack.text.js', '--env', 'fix']),
    ]);
    expect(broken.code, broken.output).toBe(0);
    expect(fixed.code, fixed.output).toBe(0);
    const [brokenRun, fixedRun] = await Promise.all([shell(project.dir, 'node dist-text/main.cjs'), shell(project.dir, 'node dist-fixed/main.cjs')]);
    expect(brokenRun.stdout).toBe('undefined\nundefined\n');
    expect(fixedRun.stdout).toBe('".shared{color:teal}"\n".shared{color:teal}"\n');
  });
});
