import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

const DIALOG_LOG = 'ui: dialog module evaluated';

/** A copy of the project whose ui package declares `sideEffects` as given (undefined removes the field). */
async function withSideEffects(value: unknown): Promise<ExampleProject> {
  const project = await ExampleProject.copy('tree-shaking');
  const file = project.path('packages/ui/package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  expect(pkg.sideEffects).toEqual(['./register.js']);
  if (value === undefined) delete pkg.sideEffects;
  else pkg.sideEffects = value;
  await writeFile(file, JSON.stringify(pkg, null, 2));
  return project;
}

async function openShop(dir: string) {
  const { origin } = await serveFolder(dir);
  const { page, problems } = await openPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${origin}/index.html`);
  await page.waitForLoadState('load');
  return {
    button: await page.locator('button.ui-button').textContent(),
    ready: await page.evaluate(() => document.documentElement.dataset.ui),
    logs,
    problems,
  };
}

describe('Tree Shaking', () => {
  it('drops unused exports and side-effect-free modules from the production bundle', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\)/);
    expect(result.output).toContain('orphan modules 792 bytes [orphan] 4 modules');
    expect(result.output).toContain('./src/index.js + 3 modules 876 bytes [built] [code generated]');

    expect(result.output).toContain('asset main.js 314 bytes [emitted] [minimized] (name: main)');
    const bundle = await project.read('dist/main.js');
    // The whole file, as quoted in the guide.
    expect(bundle.trim()).toBe(
      '(()=>{"use strict";!function(t){const e=new Intl.NumberFormat("en-US",{style:"currency",currency:t})}("GBP"),document.documentElement.dataset.ui="ready",document.body.append(function(t){const e=document.createElement("button");return e.className="ui-button",e.textContent=t,e}(`Buy for $${19.99.toFixed(2)}`))})();',
    );
    // Used code is there.
    expect(bundle).toContain('ui-button');
    expect(bundle).toContain('Buy for $');
    // Unused exports are gone: formatWeight, and euros thanks to /*#__PURE__*/.
    expect(bundle).not.toContain(' kg');
    expect(bundle).not.toContain('EUR');
    // pounds is unused too, but its call is kept.
    expect(bundle).toContain('"GBP"');
    // dialog.js is skipped (side-effect free by the package's promise), register.js kept.
    expect(bundle).not.toContain('dialog');
    expect(bundle).toContain('dataset.ui="ready"');

    const shop = await openShop(project.dir);
    expect(shop.button).toBe('Buy for $19.99');
    expect(shop.ready).toBe('ready');
    expect(shop.logs).not.toContain(DIALOG_LOG);
    expect(shop.problems).toEqual([]);
  });

  it('marks unused exports in the inspect build and lists used exports in stats', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    const inspect = await project.run('build:inspect');
    expect(inspect.code).toBe(0);
    const bundle = await project.read('dist/main.js');
    expect(bundle).toContain(
      [
        '/* harmony export */ __webpack_require__.d(__webpack_exports__, {',
        '/* harmony export */   formatPrice: () => (/* binding */ formatPrice)',
        '/* harmony export */ });',
        '/* unused harmony exports formatWeight, euros, pounds */',
      ].join('\n'),
    );
    // Not minimized: the unused code is still there, only unexported.
    expect(bundle).toContain('function formatWeight(grams)');
    // The import of `ui` goes straight to button.js; dialog.js is never built.
    expect(bundle).toContain('__webpack_require__(/*! ui */ "./packages/ui/button.js")');
    expect(bundle).not.toContain('dialog.js');

    const stats = await project.run('build', ['--stats-used-exports', '--stats-orphan-modules']);
    expect(stats.code).toBe(0);
    const normalized = stats.output.replace(/compiled successfully in \d+ ms/, 'compiled successfully in X ms');
    expect(normalized).toContain(
      [
        'modules by path ./packages/ui/*.js 350 bytes',
        '  ./packages/ui/button.js 170 bytes [orphan] [built]',
        '    [only some exports used: button]',
        '  ./packages/ui/register.js 104 bytes [orphan] [built]',
        '    [no exports used]',
        '  ./packages/ui/index.js 76 bytes [orphan] [built]',
        '    [module unused]',
        'modules by path ./src/*.js 1.29 KiB',
        '  ./src/index.js + 3 modules 876 bytes [built] [code generated]',
        '    [no exports used]',
        '  ./src/format.js 442 bytes [orphan] [built]',
        '    [only some exports used: formatPrice]',
      ].join('\n'),
    );
    expect(normalized).not.toContain('dialog.js');
  });

  it('keeps an unannotated call, and drops it once it is marked /*#__PURE__*/', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    const source = await project.read('src/format.js');
    expect(source).toContain("export const pounds = createFormatter('GBP');");
    expect(source).toContain("export const euros = /*#__PURE__*/ createFormatter('EUR');");
    await writeFile(
      project.path('src/format.js'),
      source
        .replace("export const pounds = createFormatter('GBP');", "export const pounds = /*#__PURE__*/ createFormatter('GBP');")
        .replace("export const euros = /*#__PURE__*/ createFormatter('EUR');", "export const euros = createFormatter('EUR');"),
    );
    expect((await project.run('build')).code).toBe(0);
    const bundle = await project.read('dist/main.js');
    expect(bundle).not.toContain('GBP');
    expect(bundle).toContain('"EUR"');
  });

  it('drops unused CommonJS exports only where they are written out', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    // .cjs: the project's package.json says "type": "module", which makes .js files ES modules.
    await writeFile(project.path('src/named.cjs'), "exports.usedNamed = () => 'USED_NAMED';\nexports.unusedNamed = () => 'UNUSED_NAMED';\n");
    await writeFile(
      project.path('src/literal.cjs'),
      "module.exports = {\n  usedLiteral: () => 'USED_LITERAL',\n  unusedLiteral: () => 'UNUSED_LITERAL',\n};\n",
    );
    await writeFile(
      project.path('src/built.cjs'),
      "const api = {};\nfor (const name of ['usedBuilt', 'unusedBuilt']) api[name] = () => `${name}!`;\nmodule.exports = api;\n",
    );
    await writeFile(
      project.path('src/index.js'),
      "import { usedNamed } from './named.cjs';\nimport { usedLiteral } from './literal.cjs';\nimport { usedBuilt } from './built.cjs';\nconsole.log(usedNamed(), usedLiteral(), usedBuilt());\n",
    );
    expect((await project.run('build')).code).toBe(0);
    const bundle = await project.read('dist/main.js');
    // exports.name = … and a written-out module.exports = { … }: the unused export is dropped.
    expect(bundle).toContain('USED_NAMED');
    expect(bundle).not.toContain('UNUSED_NAMED');
    expect(bundle).toContain('USED_LITERAL');
    expect(bundle).not.toContain('UNUSED_LITERAL');
    // Built at run time: kept whole.
    expect(bundle).toContain('"unusedBuilt"');
  });

  it('applies a wrong sideEffects: false to the development build too', async () => {
    const [flagged, allFalse] = await Promise.all([ExampleProject.copy('tree-shaking'), withSideEffects(false)]);
    const results = await Promise.all([flagged.run('build:inspect'), allFalse.run('build:inspect')]);
    for (const result of results) expect(result.code).toBe(0);
    expect(await flagged.read('dist/main.js')).toContain("document.documentElement.dataset.ui = 'ready';");
    expect(await allFalse.read('dist/main.js')).not.toContain('dataset.ui');
  });

  it('behaves as the sideEffects table says', async () => {
    const [unset, alwaysTrue, allFalse] = await Promise.all([withSideEffects(undefined), withSideEffects(true), withSideEffects(false)]);
    const results = await Promise.all([unset, alwaysTrue, allFalse].map((project) => project.run('build')));
    for (const result of results) expect(result.code).toBe(0);

    // Not set, or true: dialog.js is kept for its console.log, register.js too.
    for (const project of [unset, alwaysTrue]) {
      const bundle = await project.read('dist/main.js');
      expect(bundle).toContain(`console.log("${DIALOG_LOG}")`);
      expect(bundle).toContain('dataset.ui="ready"');
    }
    const kept = await openShop(unset.dir);
    expect(kept.logs).toContain(DIALOG_LOG);
    expect(kept.ready).toBe('ready');

    // false: both are skipped, including the bare import of register.js.
    const bundle = await allFalse.read('dist/main.js');
    expect(bundle).not.toContain(DIALOG_LOG);
    expect(bundle).not.toContain('dataset.ui');
    const skipped = await openShop(allFalse.dir);
    expect(skipped.button).toBe('Buy for $19.99');
    expect(skipped.ready).toBeUndefined();
    expect(skipped.problems).toEqual([]);
  });

  it('drops calls of functions marked by /*#__NO_SIDE_EFFECTS__*/ or pureFunctions, and keeps CSS listed in sideEffects', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    const result = await project.run('build:shipping');
    expect(result.code).toBe(0);
    new GuideText('tree-shaking').expectShownLines('npm run build:shipping', result.output);
    const bundle = await project.read('dist/shipping.js');
    expect(bundle).toContain('"gram"');
    expect(bundle).not.toContain('kilogram');
    expect(bundle).not.toContain('GBP');
    expect(bundle).not.toContain('EUR');
    expect(await project.files('dist')).toEqual(['shipping.css', 'shipping.js']);
    expect(await project.read('dist/shipping.css')).toContain('.badge{');

    // Without the option, the unannotated call stays; without the annotation, so does kilogram.
    const config = await project.read('webpack.shipping.js');
    await writeFile(project.path('webpack.shipping.js'), config.replace("pureFunctions: ['createFormatter'],", ''));
    const units = await project.read('src/units.js');
    await writeFile(project.path('src/units.js'), units.replace('/*#__NO_SIDE_EFFECTS__*/\n', ''));
    expect((await project.run('build:shipping')).code).toBe(0);
    const plain = await project.read('dist/shipping.js');
    expect(plain).toContain('"GBP"');
    expect(plain).toContain('"kilogram"');
  });

  it('drops the stylesheet of a package that says sideEffects: false', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    const file = project.path('packages/badge/package.json');
    const pkg = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(pkg.sideEffects).toEqual(['*.css']);
    pkg.sideEffects = false;
    await writeFile(file, JSON.stringify(pkg, null, 2));
    const result = await project.run('build:shipping', ['--stats-orphan-modules']);
    expect(result.code).toBe(0);
    expect(result.output).toContain('css ./packages/badge/badge.css 73 bytes [orphan] [built]');
    expect(await project.files('dist')).toEqual(['shipping.js']);
  });

  it('shows each pitfall of the table', async () => {
    const project = await ExampleProject.copy('tree-shaking');
    await mkdir(project.path('src/widgets'));
    await writeFile(project.path('src/widgets/index.js'), "export { formatPrice } from '../format.js';\nexport { banner } from './banner.js';\n");
    await writeFile(project.path('src/widgets/banner.js'), "export const bannerPrice = /* kept */ new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });\nexport function banner(text) {\n  return text;\n}\n");
    await writeFile(project.path('src/barrel.js'), "import { formatPrice } from './widgets/index.js';\nconsole.log(formatPrice(1));\n");
    await writeFile(project.path('src/dynamic.js'), "import * as format from './format.js';\nconsole.log(format[document.body.dataset.formatter](1));\n");
    const barrel = await project.npx('webpack', ['--entry-reset', '--entry', './src/barrel.js', '--stats-used-exports', '--stats-orphan-modules']);
    expect(barrel.code).toBe(0);
    expect(barrel.output).toMatch(/\.\/src\/widgets\/banner\.js \d+ bytes \[orphan\] \[built\]\n\s+\[no exports used\]/);
    expect(await project.read('dist/main.js')).toContain('CHF');
    // performance.unusedModules names the re-exported module, not the barrel.
    const reexports = await project.npx('webpack', ['--entry-reset', '--entry', './src/barrel.js', '--performance-unused-modules']);
    expect(reexports.output).toContain('WARNING in unused re-exports: 1 module is bundled although nothing uses what they export, ');
    expect(reexports.output).toMatch(/\n {2}\.\/src\/widgets\/banner\.js \(\d+ bytes\)\n/);
    expect(reexports.output).not.toContain('widgets/index.js');
    await writeFile(project.path('src/widgets/package.json'), '{ "sideEffects": false }\n');
    expect((await project.npx('webpack', ['--entry-reset', '--entry', './src/barrel.js'])).code).toBe(0);
    expect(await project.read('dist/main.js')).not.toContain('CHF');

    const dynamic = await project.npx('webpack', ['--entry-reset', '--entry', './src/dynamic.js', '--stats-used-exports', '--stats-orphan-modules']);
    expect(dynamic.output).toContain('[only some exports used: __esModule, euros, formatPrice, formatWeight, pounds]');
    expect(await project.read('dist/main.js')).toContain(' kg');

    const development = await project.npx('webpack', ['--mode', 'development']);
    expect(development.code).toBe(0);
    expect(await project.read('dist/main.js')).toContain('function formatWeight(grams)');

    const ui = JSON.parse(await project.read('packages/ui/package.json')) as Record<string, unknown>;
    delete ui.sideEffects;
    await writeFile(project.path('packages/ui/package.json'), JSON.stringify(ui));
    const missing = await project.npx('webpack', ['--performance-missing-side-effects']);
    expect(missing.output).toContain("WARNING in missing sideEffects: 1 package keeps 219 bytes of unused code because its package.json does not declare 'sideEffects':");
    expect(missing.output).toContain('  ui (219 bytes in 1 module)');
  });
});
