import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, freePort, serveFolder, type RunResult, inLanes } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('module-federation');

/** Where the guide's reader serves the remote; the test's servers listen on ports the OS picks. */
const GUIDE_REMOTE = 'http://localhost:3001';
const UNSATISFIED = 'Unsatisfied version 2.0.0 from cart-remote of shared singleton module tiny-bus (required ^1.2.0)';

/**
 * The host's variants, one webpack process: each points at one of the test's remote servers.
 * The configuration is the project's own function, called as `--env cart=… [--env strict]` would call it.
 */
const checksConfig = (remotes: Record<string, string>) => `import path from 'node:path';
import config from './webpack.config.js';
import loose from './webpack.loose.js';

const variant = (name, env, make = config) => {
  const built = make(env);
  return {
    ...built,
    name,
    output: { ...built.output, path: path.resolve(import.meta.dirname, 'dist-' + name) },
    // Not minified: faster, and the ids and messages are the same.
    optimization: { minimize: false },
  };
};

export default [
  variant('base', { cart: '${remotes.base}/remoteEntry.js' }),
  variant('upgraded', { cart: '${remotes.upgraded}/remoteEntry.js' }),
  variant('strict', { cart: '${remotes.upgraded}/remoteEntry.js', strict: true }),
  variant('strict-ok', { cart: '${remotes.base}/remoteEntry.js', strict: true }),
  variant('root', { cart: '${remotes.root}/remoteEntry.js' }),
  variant('down', { cart: '${remotes.down}/remoteEntry.js' }),
  variant('loose', { cart: '${remotes.upgraded}/remoteEntry.js' }, loose),
  // bootstrap.js with a static import of the remote, pointing at a server that is never started.
  { ...variant('static', { cart: '${remotes.never}/remoteEntry.js' }), entry: './src/index-static.js' },
];
`;

/** bootstrap.js with the remote imported statically, as the guide warns against. */
const STATIC_SOURCES: Record<string, (code: string) => string> = {
  'src/index-static.js': (index) => index.replace("import('./bootstrap.js')", "import('./bootstrap-static.js')"),
  'src/bootstrap-static.js': (bootstrap) =>
    bootstrap
      .replace("import { on, version } from 'tiny-bus';", "import { on, version } from 'tiny-bus';\nimport { mountAddToCart } from 'cart/AddToCart';")
      .replace("import('cart/AddToCart')\n  .then(({ mountAddToCart }) => mountAddToCart(slot, 'teapot'))", "Promise.resolve()\n  .then(() => mountAddToCart(slot, 'teapot'))"),
};

type BuildName = 'remote' | 'upgraded' | 'root' | 'host' | 'checks';
interface Build {
  project: ExampleProject;
  result: RunResult;
}
interface Served {
  origin: string;
  requests: string[];
  server: Server;
}

/** Opens the host page and collects what the console printed, warnings included. */
async function visit(origin: string): Promise<{ page: Page; problems: string[]; warnings: string[] }> {
  const { page, problems } = await openPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${origin}/`);
  return { page, problems, warnings };
}

/** Clicks the remote's button `times` times and returns the host's cart count. */
async function addToCart(page: Page, times: number): Promise<string | null> {
  const button = page.getByRole('button', { name: 'Add teapot to cart' });
  for (let i = 0; i < times; i++) await button.click();
  return page.locator('#count').textContent();
}

describe('Module Federation: the host with the remote', () => {
  const builds = {} as Record<BuildName, Promise<Build>>;
  const remotes = {} as Record<'base' | 'upgraded' | 'root' | 'down', Served>;

  // The servers start before anything is built: they read the files when asked. Builds run two at a time.
  beforeAll(async () => {
    const [remote, upgraded, root, host, checks] = await Promise.all([
      ExampleProject.copy('module-federation-remote'),
      ExampleProject.copy('module-federation-remote'),
      ExampleProject.copy('module-federation-remote'),
      ExampleProject.copy('module-federation-host'),
      ExampleProject.copy('module-federation-host'),
    ]);
    // The upgrade the guide describes: the remote's copy of tiny-bus becomes 2.0.0, and so does its range.
    for (const [file, from, to] of [
      ['packages/tiny-bus/package.json', '"version": "1.4.0"', '"version": "2.0.0"'],
      ['webpack.config.js', "requiredVersion: '^1.4.0'", "requiredVersion: '^2.0.0'"],
    ] as const) {
      const text = await upgraded.read(file);
      expect(text).toContain(from);
      await writeFile(upgraded.path(file), text.replace(from, to));
    }
    remotes.base = await serveFolder(remote.path('dist'));
    remotes.upgraded = await serveFolder(upgraded.path('dist'));
    remotes.root = await serveFolder(root.path('dist'));
    remotes.down = await serveFolder(remote.path('dist'));
    const origins: Record<string, string> = Object.fromEntries(Object.entries(remotes).map(([name, served]) => [name, served.origin]));
    origins.never = `http://127.0.0.1:${await freePort()}`;
    await writeFile(checks.path('webpack.checks.js'), checksConfig(origins));
    // The host without singleton, for the guide's remark on two copies.
    const config = await checks.read('webpack.config.js');
    expect(config).toContain("{ singleton: true, requiredVersion: '^1.2.0', strictVersion: strict }");
    await writeFile(checks.path('webpack.loose.js'), config.replace('singleton: true, ', ''));
    for (const [file, change] of Object.entries(STATIC_SOURCES)) {
      const from = file.replace('-static', '');
      const code = await checks.read(from);
      expect(change(code), file).not.toBe(code);
      await writeFile(checks.path(file), change(code));
    }

    const built = (project: ExampleProject, command: (p: ExampleProject) => Promise<RunResult>) => () =>
      command(project).then((result) => ({ project, result }));
    Object.assign(
      builds,
      inLanes<BuildName, Build>({
        remote: built(remote, (p) => p.run('build')),
        host: built(host, (p) => p.run('build')),
        upgraded: built(upgraded, (p) => p.run('build')),
        checks: built(checks, (p) => p.npx('webpack', ['--config', 'webpack.checks.js'])),
        root: built(root, (p) => p.npx('webpack', ['--output-public-path', '/'])),
      }),
    );
  });

  it('builds the remote and the host as the guide shows', async () => {
    const [remote, host] = await Promise.all([builds.remote, builds.host]);
    expect(remote.result.code).toBe(0);
    guide.expectShownLines('Build the remote:', remote.result.output);
    expect(await remote.project.files('dist')).toEqual(['30.js', '373.js', 'remoteEntry.js']);
    // The container entry assigns the global the host reads.
    expect(await remote.project.read('dist/remoteEntry.js')).toMatch(/^var cart;/);

    expect(host.result.code).toBe(0);
    guide.expectShownLines('Build the host:', host.result.output);
    expect(await host.project.files('dist')).toEqual(['30.js', '931.js', 'index.html', 'main.js']);
    const main = await host.project.read('dist/main.js');
    expect(main).toContain(`r.l("${GUIDE_REMOTE}/remoteEntry.js"`);
    // The module id that the guide's error message names: the external that loads the remote.
    expect(main).toContain('{464:["default","./AddToCart",368]}');
    // Nothing of the remote's code is in the host.
    expect(main).not.toContain('Add to cart');
    expect(await host.project.read('dist/931.js')).not.toContain('createElement("button")');
  });

  it('renders the remote component, and both builds use one copy of tiny-bus', async () => {
    const { result } = await builds.checks;
    expect(result.code).toBe(0);
    await builds.remote;
    const site = await serveFolder((await builds.checks).project.path('dist-base'));
    const { page, problems, warnings } = await visit(site.origin);
    await expect.poll(() => page.locator('#cart-slot').textContent()).toBe('Add teapot to cart cart widget, tiny-bus 1.4.0');
    expect(await page.locator('#bus').textContent()).toBe('(shop, tiny-bus 1.4.0)');
    // The remote's button emits on the bus the host listens to: one instance of the module.
    expect(await addToCart(page, 2)).toBe('2');
    // The host's own copy (its 30.js) was never downloaded; the remote's was, once.
    expect(site.requests).toEqual(['/', '/main.js', '/931.js']);
    expect([...remotes.base.requests].sort()).toEqual(['/30.js', '/373.js', '/remoteEntry.js']);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('prints the version of tiny-bus the upgraded remote offers', async () => {
    const { result } = await builds.upgraded;
    expect(result.code).toBe(0);
    guide.expectShownLines('Then rebuild the remote with `npm run build`', result.output);
  });

  it('a singleton outside the required range: a warning, and the remote version is used', async () => {
    await Promise.all([builds.upgraded, builds.checks]);
    const site = await serveFolder((await builds.checks).project.path('dist-upgraded'));
    const { page, problems, warnings } = await visit(site.origin);
    await expect.poll(() => page.locator('#cart-slot').textContent()).toBe('Add teapot to cart cart widget, tiny-bus 2.0.0');
    expect(await page.locator('#bus').textContent()).toBe('(shop, tiny-bus 2.0.0)');
    expect(await addToCart(page, 1)).toBe('1');
    expect(warnings).toEqual(guide.shownOutputAfter('the console shows a warning'));
    expect(warnings).toEqual([UNSATISFIED]);
    expect(problems).toEqual([]);
  });

  it('with strictVersion the mismatch is an error, and the host cannot start', async () => {
    await Promise.all([builds.upgraded, builds.checks]);
    const before = remotes.upgraded.requests.length;
    const site = await serveFolder((await builds.checks).project.path('dist-strict'));
    const { page } = await visit(site.origin);
    await expect.poll(() => page.locator('body').textContent()).toBe(`The shop could not start: ${UNSATISFIED}`);
    expect(guide.shownOutputAfter('The page now reads:')).toEqual([`The shop could not start: ${UNSATISFIED}`]);
    expect((await builds.checks).result.output).toContain('consume shared module (default) tiny-bus@^1.2.0 (strict) (singleton)');
    // Against the remote's 1.4.0, the strict host works as before, without a message.
    const fine = await visit((await serveFolder((await builds.checks).project.path('dist-strict-ok'))).origin);
    await expect.poll(() => fine.page.locator('#cart-slot').textContent()).toBe('Add teapot to cart cart widget, tiny-bus 1.4.0');
    expect(await addToCart(fine.page, 1)).toBe('1');
    expect(fine.warnings).toEqual([]);
    expect(fine.problems).toEqual([]);
    // The scope was set up from remoteEntry.js; the remote's 2.0.0 was never downloaded.
    expect(remotes.upgraded.requests.slice(before)).toEqual(['/remoteEntry.js']);
  });

  it('a remote built with publicPath "/" looks for its chunks on the host', async () => {
    const [root, checks] = await Promise.all([builds.root, builds.checks]);
    expect(root.result.code).toBe(0);
    expect(await root.project.read('dist/remoteEntry.js')).not.toContain('Automatic publicPath');
    const site = await serveFolder(checks.project.path('dist-root'));
    const { page } = await visit(site.origin);
    const shown = guide.shownOutputAfter('npx webpack --output-public-path /').join('\n').replace(GUIDE_REMOTE.replace('3001', '3000'), site.origin);
    await expect.poll(() => page.locator('body').textContent()).toBe(shown);
    expect(shown).toBe(`The shop could not start: Loading chunk 30 failed.\n(missing: ${site.origin}/30.js)`);
    // The host's own 30.js answered, but it registers with the host's chunk list, not the remote's.
    expect(site.requests).toContain('/30.js');
    expect(remotes.root.requests).toEqual(['/remoteEntry.js']);
  });

  it('with the remote down, the host renders its fallback and keeps its own copy of tiny-bus', async () => {
    const checks = await builds.checks;
    await builds.remote;
    const site = await serveFolder(checks.project.path('dist-down'));
    const up = await visit(site.origin);
    await expect.poll(() => up.page.locator('#cart-slot').textContent()).toBe('Add teapot to cart cart widget, tiny-bus 1.4.0');

    // Stop the remote's server, and open the page again.
    remotes.down.server.closeAllConnections();
    await new Promise<void>((done) => remotes.down.server.close(() => done()));
    const before = site.requests.length;
    const down = await visit(site.origin);
    const slot = down.page.locator('#cart-slot');
    await expect.poll(() => slot.textContent(), { timeout: 10_000 }).toMatch(/^The cart is not available right now\./);
    const id = /"\.\/AddToCart",[\s/*]*(\d+)/.exec(await checks.project.read('dist-down/main.js'))?.[1];
    expect(id).toBeDefined();
    const error = guide
      .shownOutputAfter('but the cart slot shows the fallback')
      .join('\n')
      .replace(`${GUIDE_REMOTE}/`, `${remotes.down.origin}/`)
      .replace(/from 368$/, `from ${id}`);
    expect(await down.page.locator('#cart-slot pre').textContent()).toBe(error);
    expect(await slot.textContent()).toBe(`The cart is not available right now. ${error}`);
    expect(down.warnings).toEqual([
      `Initialization of sharing external failed: ScriptExternalLoadError: Loading script failed.\n(error: ${remotes.down.origin}/remoteEntry.js)`,
    ]);
    expect(down.warnings[0]).toBe(
      guide.shownOutputAfter('from the share scope setup comes first').join('\n').replace(`${GUIDE_REMOTE}/`, `${remotes.down.origin}/`),
    );
    expect(down.problems).toEqual(['Failed to load resource: net::ERR_CONNECTION_REFUSED']);
    // The shop itself still works, on its own copy of tiny-bus, now downloaded from the host.
    expect(await down.page.locator('#bus').textContent()).toBe('(shop, tiny-bus 1.2.0)');
    expect(site.requests.slice(before)).toEqual(['/', '/main.js', '/931.js', '/30.js']);
  });

  it('with a static import of the remote, its failure stops the whole bootstrap', async () => {
    const checks = await builds.checks;
    expect(await checks.project.read('dist-static/main.js')).toMatch(/"http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js"/);
    const site = await serveFolder(checks.project.path('dist-static'));
    const { page } = await visit(site.origin);
    await expect
      .poll(() => page.locator('body').textContent(), { timeout: 10_000 })
      .toMatch(/^The shop could not start: Loading script failed\.\n\(error: http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js\)\nwhile loading "\.\/AddToCart" from \d+$/);
  });

  it('without singleton in the host, the host loads its own 1.2.0 and the singleton remote has to take it', async () => {
    await Promise.all([builds.upgraded, builds.checks]);
    const site = await serveFolder((await builds.checks).project.path('dist-loose'));
    const { page, problems, warnings } = await visit(site.origin);
    // The host takes the highest version in its own range, its 1.2.0; the remote, a singleton, takes the copy in use.
    await expect.poll(() => page.locator('#cart-slot').textContent()).toBe('Add teapot to cart cart widget, tiny-bus 1.2.0');
    expect(await page.locator('#bus').textContent()).toBe('(shop, tiny-bus 1.2.0)');
    expect(await addToCart(page, 2)).toBe('2');
    expect(site.requests).toEqual(['/', '/main.js', '/931.js', '/30.js']);
    expect(warnings).toEqual(guide.shownOutputAfter('the remote that warns:'));
    expect(warnings).toEqual(['Unsatisfied version 1.2.0 from shop-host of shared singleton module tiny-bus (required ^2.0.0)']);
    expect(problems).toEqual([]);
  });
});
