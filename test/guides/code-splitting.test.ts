import { execFile } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('code-splitting');

/** A string that only the shared module src/shared/products.js contains, and that minification keeps. */
const PRODUCTS = 'Copper kettle';
/** Only in src/shared/money.js. */
const MONEY = 'Intl.NumberFormat';

interface StatsChunk {
  id: number;
  names: string[];
  files: string[];
  initial: boolean;
  reason?: string;
  modules: { name: string }[];
  childrenByOrder: Record<string, number[]>;
}
interface Stats {
  chunks: StatsChunk[];
  entrypoints: Record<string, { chunks: number[]; assets: { name: string }[] }>;
}

/** The files (JavaScript only) in `folder` of the project whose text contains `needle`. */
async function filesContaining(project: ExampleProject, needle: string, folder = 'dist'): Promise<string[]> {
  const found: string[] = [];
  for (const file of await project.files(folder)) {
    if (file.endsWith('.js') && (await project.read(`${folder}/${file}`)).includes(needle)) found.push(file);
  }
  return found;
}

/**
 * webpack.config.js without the line `setting` and the comment above it, saved as webpack.<name>.js that builds
 * into dist-<name>/.
 */
async function configWithout(project: ExampleProject, setting: string, name: string): Promise<void> {
  const config = await project.read('webpack.config.js');
  const changed = config
    .replace(new RegExp(`\\n.*\\n\\s*${setting.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '')
    .replace("'dist'", `'dist-${name}'`);
  expect(changed).not.toContain(setting);
  expect(changed).toContain(`'dist-${name}'`);
  await writeFile(project.path(`webpack.${name}.js`), changed);
}


const copyProject = () => ExampleProject.copy('code-splitting');

interface Build {
  project: ExampleProject;
  result: RunResult;
}

/** A fresh copy, changed by `prepare`, then built by `run`. */
async function build(run: (project: ExampleProject) => Promise<RunResult>, prepare?: (project: ExampleProject) => Promise<void>): Promise<Build> {
  const project = await copyProject();
  await prepare?.(project);
  return { project, result: await run(project) };
}

describe('Code Splitting', () => {
  // The reader runs the three builds one after the other in one folder, and what each prints (`[emitted]` or
  // `[compared for emit]`) depends on the one before, so they run in that order in one copy; each dist/ is kept.
  // Everything else is independent and builds in its own copy at the same time.
  let guideOrder: { project: ExampleProject; entries: RunResult; dependOn: RunResult; split: RunResult };
  let stats: Build;
  let analyze: Build;
  let defaultSettings: Build;
  let differentExports: Build;
  beforeAll(async () => {
    [guideOrder, stats, analyze, defaultSettings, differentExports] = await Promise.all([
      (async () => {
        const project = await copyProject();
        const entries = await project.run('build:entries');
        await cp(project.path('dist'), project.path('dist-entries'), { recursive: true });
        const dependOn = await project.run('build:depend-on');
        await cp(project.path('dist'), project.path('dist-depend-on'), { recursive: true });
        const split = await project.run('build');
        return { project, entries, dependOn, split };
      })(),
      build((project) => project.run('stats')),
      build((project) => project.run('analyze')),
      // Two configurations in one webpack process: cheaper than two processes, on a machine that is busy.
      build(
        (project) => project.npx('webpack', ['--config', 'webpack.default-min-size.js', '--config', 'webpack.default-chunks.js']),
        async (project) => {
          await configWithout(project, 'minSize: 0,', 'default-min-size');
          await configWithout(project, "chunks: 'all',", 'default-chunks');
        },
      ),
      build(
        (project) => project.npx('webpack', ['--json', 'stats.json']),
        async (project) => {
          await writeFile(
            project.path('src/shared/products.js'),
            `${await project.read('src/shared/products.js')}\nexport const findProduct = (id) => products.find((product) => product.id === id);\n`,
          );
          const cart = await project.read('src/cart.js');
          const changed = cart
            .replace('import { products }', 'import { findProduct }')
            .replace('products.find((product) => product.id === id)', 'findProduct(id)');
          expect(changed).not.toContain('{ products }');
          expect(changed).not.toContain('products.find');
          await writeFile(project.path('src/cart.js'), changed);
        },
      ),
    ]);
  });

  it('with two plain entry points, each bundle carries its own copy of the shared modules', async () => {
    const { project, entries } = guideOrder;
    expect(entries.code).toBe(0);
    guide.expectShownLines('npm run build:entries', entries.output);
    expect(await project.files('dist-entries')).toEqual(['cart.html', 'cart.js', 'reviews.js', 'shop.html', 'shop.js', 'stars.js']);
    expect(await filesContaining(project, PRODUCTS, 'dist-entries')).toEqual(['cart.js', 'shop.js']);
    expect(await filesContaining(project, MONEY, 'dist-entries')).toEqual(['cart.js', 'shop.js']);
  });

  it('with dependOn, the shared modules and the runtime live in shared.js, and both pages work', async () => {
    const { project, dependOn } = guideOrder;
    expect(dependOn.code).toBe(0);
    guide.expectShownLines('npm run build:depend-on', dependOn.output);
    expect(await filesContaining(project, PRODUCTS, 'dist-depend-on')).toEqual(['shared.js']);
    expect(await filesContaining(project, MONEY, 'dist-depend-on')).toEqual(['shared.js']);
    // shared.js, with the runtime, is the largest file.
    const sizes = await Promise.all(['shared.js', 'shop.js', 'cart.js'].map(async (file) => (await project.read(`dist-depend-on/${file}`)).length));
    expect(Math.max(...sizes)).toBe(sizes[0]);
    // The runtime (here: the JSONP chunk loading) is only in the entry the others depend on.
    expect(await filesContaining(project, 'document.createElement("script")', 'dist-depend-on')).toEqual(['shared.js']);
    const shopHtml = await project.read('dist-depend-on/shop.html');
    expect(shopHtml.indexOf('src=shared.js')).toBeGreaterThan(-1);
    expect(shopHtml.indexOf('src=shared.js')).toBeLessThan(shopHtml.indexOf('src=shop.js'));

    const { origin } = await serveFolder(project.path('dist-depend-on'));
    const { page, problems } = await openPage();
    cleanUp(() => page.context().close());
    await page.goto(`${origin}/shop.html`);
    await expect(page.locator('li').allTextContents()).resolves.toEqual([
      'Copper kettle: €49.00',
      'Stoneware mug: €12.00',
      'Glass teapot: €35.00',
    ]);
    await page.goto(`${origin}/cart.html`);
    await expect(page.locator('p').textContent()).resolves.toBe('3 items, total €73.00');
    expect(problems).toEqual([]);
  });

  it('with splitChunks, the shared modules are emitted once, in chunk 913, and cart.js grows by the runtime it needs', async () => {
    const { project, split } = guideOrder;
    expect(split.code).toBe(0);
    guide.expectShownLines('npm run build\n', split.output);
    const splitFile = /Entrypoint shop [\d.]+ KiB = (\d+\.js)/.exec(split.output)?.[1];
    // A deterministic id: the same in this copy, in another folder, as in the guide.
    expect(splitFile).toBe('913.js');
    expect(await project.files()).toEqual(['913.js', 'cart.html', 'cart.js', 'reviews.js', 'shop.html', 'shop.js', 'stars.js']);
    expect(await filesContaining(project, PRODUCTS)).toEqual(['913.js']);
    expect(await filesContaining(project, MONEY)).toEqual(['913.js']);
    // Without the shared modules, but with the code that receives 913.js and waits for it, cart.js is larger.
    const cartSplit = (await readFile(project.path('dist/cart.js'))).length;
    const cartAlone = (await readFile(project.path('dist-entries/cart.js'))).length;
    expect(cartSplit).toBeGreaterThan(cartAlone);
    expect(await project.read('dist-entries/cart.js')).not.toContain('webpackChunk');
    expect(await project.read('dist/cart.js')).toContain('webpackChunk');
    // Both pages load the split chunk before their own entry chunk.
    for (const page of ['shop', 'cart']) {
      const html = await project.read(`dist/${page}.html`);
      expect(html.indexOf('src=913.js')).toBeGreaterThan(-1);
      expect(html.indexOf('src=913.js')).toBeLessThan(html.indexOf(`src=${page}.js`));
    }
  });

  it('needs both settings: with the default chunks or the default minSize, the shared modules stay duplicated', async () => {
    const { project, result } = defaultSettings;
    expect(result.code).toBe(0);
    for (const [name, kept] of [
      ['default-min-size', "chunks: 'all',"],
      ['default-chunks', 'minSize: 0,'],
    ] as const) {
      expect(await project.read(`webpack.${name}.js`)).toContain(kept);
      expect(await project.files(`dist-${name}`)).toEqual(['cart.html', 'cart.js', 'reviews.js', 'shop.html', 'shop.js', 'stars.js']);
      expect(await filesContaining(project, PRODUCTS, `dist-${name}`)).toEqual(['cart.js', 'shop.js']);
      expect(await filesContaining(project, MONEY, `dist-${name}`)).toEqual(['cart.js', 'shop.js']);
    }
  });

  it('does not share a module whose entries use different exports of it (splitChunks.usedExports)', async () => {
    const { project, result } = differentExports;
    expect(result.code).toBe(0);
    const json = JSON.parse(await project.read('stats.json')) as Stats;
    const split = json.chunks.filter((chunk) => chunk.reason === 'split chunk (cache group: default)');
    expect(split).toHaveLength(1);
    expect(split[0]!.modules.map((module) => module.name)).toEqual(['./src/shared/money.js']);
    expect(await filesContaining(project, PRODUCTS)).toEqual(['cart.js', 'shop.js']);
  });

  it('the stats JSON shows one chunk holding exactly the shared modules, created by the default cache group', async () => {
    const { project, result } = stats;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run stats', result.output);
    const json = JSON.parse(await project.read('stats.json')) as Stats;
    const holding = json.chunks.filter((chunk) => chunk.modules.some((module) => module.name === './src/shared/products.js'));
    expect(holding).toHaveLength(1);
    const shared = holding[0]!;
    expect(shared.id).toBe(913);
    expect(shared.modules.map((module) => module.name).sort()).toEqual(['./src/shared/money.js', './src/shared/products.js']);
    expect(shared.names).toEqual([]);
    expect(shared.files).toEqual(['913.js']);
    expect(shared.initial).toBe(true);
    expect(shared.reason).toBe('split chunk (cache group: default)');
    expect(json.entrypoints.shop!.chunks).toContain(913);
    expect(json.entrypoints.cart!.chunks).toContain(913);
    const shop = json.chunks.find((chunk) => chunk.names.includes('shop'))!;
    const reviews = json.chunks.find((chunk) => chunk.names.includes('reviews'))!;
    const stars = json.chunks.find((chunk) => chunk.names.includes('stars'))!;
    expect(reviews.files).toEqual(['reviews.js']);
    expect(reviews.initial).toBe(false);
    expect(shop.childrenByOrder).toEqual({ prefetch: [reviews.id] });
    expect(reviews.childrenByOrder).toEqual({ preload: [stars.id] });

    // The guide's one-line script, run as shown, prints what the guide shows.
    const command = /^node -e .*$/m.exec(guide.text)![0];
    const { stdout } = await promisify(execFile)('sh', ['-c', command], { cwd: project.dir });
    expect(stdout.trimEnd().split('\n')).toEqual(guide.shownOutputAfter(command));
  });

  it('prefetches the reviews chunk once the shop page has loaded, and preloads stars with reviews on click', async () => {
    // dist/ is the build that `npm run build` made with webpack.config.js.
    const { origin, requests } = await serveFolder(guideOrder.project.path('dist'));
    const { page, problems } = await openPage();
    cleanUp(() => page.context().close());
    await page.goto(`${origin}/shop.html`);
    const prefetch = page.locator('head link[rel="prefetch"]');
    await prefetch.waitFor({ state: 'attached' });
    await expect(prefetch.getAttribute('href')).resolves.toBe(`${origin}/reviews.js`);
    await expect(prefetch.getAttribute('as')).resolves.toBe('script');
    await expect.poll(() => requests.includes('/reviews.js')).toBe(true);
    expect(requests.indexOf('/913.js')).toBeGreaterThan(-1);
    expect(requests.indexOf('/913.js')).toBeLessThan(requests.indexOf('/reviews.js'));
    expect(requests.indexOf('/shop.js')).toBeLessThan(requests.indexOf('/reviews.js'));
    // Prefetched, not executed: nothing is rendered, and stars is not requested yet.
    await expect(page.locator('.reviews').count()).resolves.toBe(0);
    expect(requests).not.toContain('/stars.js');
    expect(await page.locator('head link[rel="preload"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Show reviews' }).click();
    await page.locator('.reviews li').first().waitFor();
    await expect(page.locator('.reviews li').allTextContents()).resolves.toEqual([
      '★★★★★ Ana: Boils in three minutes.',
      '★★★★☆ Ben: Heavier than it looks.',
    ]);
    const preload = page.locator('head link[rel="preload"]');
    await expect(preload.getAttribute('href')).resolves.toBe(`${origin}/stars.js`);
    await expect(preload.getAttribute('as')).resolves.toBe('script');
    expect(requests).toContain('/stars.js');
    expect(problems).toEqual([]);
  });

  it('writes a static webpack-bundle-analyzer report listing every chunk, outside dist/', async () => {
    const { project, result } = analyze;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run analyze', result.output);
    expect(result.output).toContain(`Webpack Bundle Analyzer saved report to ${project.path('reports/bundles.html')}`);
    const report = await project.read('reports/bundles.html');
    const data = JSON.parse(/window\.chartData = (.*);\n/.exec(report)![1]!) as { label: string; groups: unknown[] }[];
    expect(data.map((asset) => asset.label).sort()).toEqual(['913.js', 'cart.js', 'reviews.js', 'shop.js', 'stars.js']);
    expect(JSON.stringify(data)).toContain('"path":"./src/shared/products.js"');
    // The report is written outside dist/, so it is never deployed with the site.
    expect(await project.files()).toEqual(['913.js', 'cart.html', 'cart.js', 'reviews.js', 'shop.html', 'shop.js', 'stars.js']);
  });
});
