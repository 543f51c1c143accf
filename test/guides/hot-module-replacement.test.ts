import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, freePort, type RunResult, serveFolder } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

/** How long to wait for an update to reach the page: generous, as other test files build at the same time. */
const UPDATE = { timeout: 20_000 };

interface DevServer {
  origin: string;
  output: () => string;
}

/** `npm start -- <args>` in the copy, as the guide runs it, on a port chosen here; resolves once the first build is served. */
async function startDevServer(project: ExampleProject, args: string[] = []): Promise<DevServer> {
  const port = await freePort();
  const server = project.start('start', ['--port', String(port), '--host', '127.0.0.1', ...args]);
  await server.waitFor((output) => /compiled successfully/.test(output), 'the dev server', 90_000);
  return { origin: `http://127.0.0.1:${port}`, output: () => server.output };
}

/** Opens the dev server's page and waits until its HMR client is connected; counts every load of the document. */
async function openApp(origin: string) {
  const { page, problems } = await openPage();
  // The page has no favicon; the browser's request for one is not a problem of the example.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The client is ready for updates once the server has told it, over the WebSocket, that the build is ok.
  let connected = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"ok"')) connected = true;
    }),
  );
  await page.goto(`${origin}/`);
  await expect.poll(() => connected, UPDATE).toBe(true);
  return { page, problems, consoleLines, loads: () => loads };
}

/** Changes a file of the copy, as the reader would in an editor. */
async function edit(project: ExampleProject, file: string, from: string, to: string) {
  const before = await project.read(file);
  expect(before).toContain(from);
  await writeFile(project.path(file), before.replace(from, to));
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { hmrMarker?: string }).hmrMarker);
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { hmrMarker?: string }).hmrMarker = 'set before the edit'));
const color = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).color);

// Every dev server and build below works in its own copy, so they all start at once in beforeAll; each test waits
// for its own. The pages and edits then run one test at a time.
const pending: Promise<unknown>[] = [];
function started<T>(promise: Promise<T>): Promise<T> {
  pending.push(promise.catch(() => undefined));
  return promise;
}

interface Started {
  project: ExampleProject;
  server: DevServer;
}
interface Built {
  project: ExampleProject;
  result: RunResult;
}

let walkThrough: Promise<Started>;
let hotOnly: Promise<Started>;
let hotByDefault: Promise<Started>;
let production: Promise<Built>;
let optionalChaining: Promise<Built>;

beforeAll(async () => {
  // Registered before the copies, so their removal (after the file's tests) waits for every start and build first.
  cleanUp(() => Promise.allSettled(pending));
  const copy = async (prepare?: (copy: ExampleProject) => Promise<void>) => {
    const made = await ExampleProject.copy('hot-module-replacement');
    await prepare?.(made);
    return made;
  };
  const [first, only, noHotOption, prod, chained] = await Promise.all([
    copy(),
    copy(),
    copy(async (project) => {
      await edit(project, 'webpack.config.js', '    hot: true,\n', '');
      expect(await project.read('webpack.config.js')).not.toContain('hot:');
    }),
    copy(),
    copy((project) =>
      edit(
        project,
        'src/counter.js',
        'let count = 0;\nif (import.meta.webpackHot && import.meta.webpackHot.data) {\n  count = import.meta.webpackHot.data.count;\n}\n',
        'let count = import.meta.webpackHot?.data?.count ?? 0;\n',
      ),
    ),
  ]);
  const serve = (project: ExampleProject, args?: string[]) => started(startDevServer(project, args).then((server) => ({ project, server })));
  const build = (project: ExampleProject) =>
    started(project.npx('webpack', ['--mode', 'production']).then((result) => ({ project, result })));
  walkThrough = serve(first);
  hotOnly = serve(only, ['--hot', 'only']);
  hotByDefault = serve(noHotOption);
  production = build(prod);
  optionalChaining = build(chained);
});

describe('Hot Module Replacement', () => {
  it('swaps edited modules and CSS into the running page without reloading it, and reloads when nothing accepts', async () => {
    const { project, server } = await walkThrough;
    expect(server.output()).toContain('[webpack-dev-server] Project is running at:');
    expect(server.output()).toMatch(/asset main\.js [\d.]+ KiB \[emitted\] \(name: main\)/);
    expect(server.output()).toMatch(/asset index\.html \d+ bytes \[emitted\]/);
    // The dev server builds in memory: nothing is written to dist/.
    await expect(project.files('dist')).rejects.toThrow(/ENOENT/);

    const { page, problems, consoleLines, loads } = await openApp(server.origin);
    await expect(page.locator('h1').textContent()).resolves.toBe('Hot Module Replacement');
    await expect(page.locator('#message').textContent()).resolves.toBe('Edit src/message.js and save.');
    expect(consoleLines.slice(0, 2)).toEqual([
      '[webpack-dev-server] Server started: Hot Module Replacement enabled, Live Reloading enabled, Progress disabled, Overlay enabled.',
      '[HMR] Waiting for update signal from WDS...',
    ]);
    await setMarker(page);
    const counter = page.locator('#counter');
    await counter.click();
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicked 3 times');
    expect(loads()).toBe(1);

    // 1. A dependency accepted by its importer: render() runs with the new message.
    await edit(project, 'src/message.js', 'Edit src/message.js and save.', 'Updated without a reload.');
    await expect.poll(() => page.locator('#message').textContent(), UPDATE).toBe('Updated without a reload.');
    // The terminal shows the rebuild: an update manifest and chunk beside main.js, and only message.js rebuilt.
    await expect.poll(() => server.output(), UPDATE).toMatch(/asset main\.[0-9a-f]{20}\.hot-update\.js [\d.]+ (?:bytes|KiB) \[emitted\] \[immutable\] \[hmr\] \(name: main\)/);
    await expect.poll(() => server.output(), UPDATE).toMatch(/asset main\.[0-9a-f]{20}\.hot-update\.json \d+ bytes \[emitted\] \[immutable\] \[hmr\]/);
    await expect.poll(() => server.output(), UPDATE).toMatch(/\n\.\/src\/message\.js \d+ bytes \[built\] \[code generated\]/);
    // The console lines the guide shows for this update, in this order.
    const shown = [
      '[webpack-dev-server] App updated. Recompiling...',
      '[webpack-dev-server] App hot update...',
      '[HMR] Checking for updates on the server...',
      '[HMR] Updated modules:',
      '[HMR]  - ./src/message.js',
      '[HMR] App is up to date.',
    ];
    await expect.poll(() => consoleLines.slice(2), UPDATE).toContain('[HMR] App is up to date.');
    // One save can reach the watcher as two events (truncate, then write), so "Recompiling" may repeat; the order of
    // each line's first appearance is what the guide shows.
    expect([...new Set(consoleLines.slice(2).filter((line) => shown.includes(line)))]).toEqual(shown);
    expect(await marker(page)).toBe('set before the edit');
    await expect(counter.textContent()).resolves.toBe('Clicked 3 times');

    // 2. A self-accepting module re-runs; dispose() hands the count to the new version through `data`.
    await edit(project, 'src/counter.js', '`Clicked ${count} times`', '`Clicks so far: ${count}`');
    await expect.poll(() => page.locator('#counter').textContent(), UPDATE).toBe('Clicks so far: 3');
    await expect(page.locator('#counter').count()).resolves.toBe(1);
    await page.locator('#counter').click();
    await expect(page.locator('#counter').textContent()).resolves.toBe('Clicks so far: 4');
    expect(await marker(page)).toBe('set before the edit');

    // 3. CSS through style-loader: the new rule applies in place.
    expect(await color(page, '#message')).toBe('rgb(29, 120, 193)');
    const beforeCss = consoleLines.length;
    await edit(project, 'src/styles.css', 'color: rgb(29, 120, 193);', 'color: rgb(200, 30, 30);');
    await expect.poll(() => color(page, '#message'), UPDATE).toBe('rgb(200, 30, 30)');
    expect(await marker(page)).toBe('set before the edit');
    await expect(page.locator('#counter').textContent()).resolves.toBe('Clicks so far: 4');
    expect(loads()).toBe(1);
    await expect.poll(() => consoleLines.slice(beforeCss), UPDATE).toContain('[HMR] App is up to date.');
    // "Updated modules" holds one group named after the file, around the id of css-loader's module for it.
    const cssLines = consoleLines.slice(beforeCss);
    const updated = cssLines.indexOf('[HMR] Updated modules:');
    expect(updated).toBeGreaterThan(-1);
    expect(cssLines[updated + 1]).toBe('[HMR]  - ./src/styles.css');
    expect(cssLines[updated + 2]).toMatch(/^\[HMR\] {2}- \S*css-loader\/dist\/cjs\.js!\.\/src\/styles\.css$/);

    // 4. Nothing accepts title.js: the update reaches the entry, is aborted, and the page reloads.
    await edit(project, 'src/title.js', "'Hot Module Replacement'", "'Reloaded'");
    await expect.poll(() => loads(), UPDATE).toBe(2);
    await expect.poll(() => page.locator('h1').textContent(), UPDATE).toBe('Reloaded');
    expect(await marker(page)).toBeUndefined();
    await expect(page.locator('#counter').textContent()).resolves.toBe('Clicks so far: 0');
    expect(consoleLines).toContain('[HMR] Cannot apply update. Need to do a full reload!');
    expect(consoleLines.some((line) => line.includes('[HMR] Error: Aborted because ./src/title.js is not accepted\nUpdate propagation: ./src/title.js -> ./src/index.js'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('with --hot only, an unaccepted update is logged and ignored instead of reloading the page', async () => {
    const { project, server } = await hotOnly;
    const { page, problems, consoleLines, loads } = await openApp(server.origin);
    await setMarker(page);

    await edit(project, 'src/title.js', "'Hot Module Replacement'", "'Reloaded'");
    await expect
      .poll(() => consoleLines.some((line) => line.includes('Ignored an update to unaccepted module ./src/title.js -> ./src/index.js')), UPDATE)
      .toBe(true);
    expect(loads()).toBe(1);
    expect(await marker(page)).toBe('set before the edit');
    await expect(page.locator('h1').textContent()).resolves.toBe('Hot Module Replacement');
    await expect.poll(() => consoleLines, UPDATE).toContain('[HMR] Nothing hot updated.');
    expect(consoleLines).toEqual(
      expect.arrayContaining([
        '[HMR] The following modules couldn\'t be hot updated: (They would need a full reload!)',
        '[HMR]  - ./src/title.js',
      ]),
    );
    // The client's start-up line only reports `hot: true`; with 'only' it says "disabled" although updates work.
    expect(consoleLines[0]).toContain('Hot Module Replacement disabled');

    // Accepted modules keep updating as before.
    await edit(project, 'src/message.js', 'Edit src/message.js and save.', 'Still hot.');
    await expect.poll(() => page.locator('#message').textContent(), UPDATE).toBe('Still hot.');
    expect(loads()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('hot is on by default: without `hot: true` in the configuration, updates are still applied in place', async () => {
    const { project, server } = await hotByDefault;
    const { page, problems, loads } = await openApp(server.origin);
    await setMarker(page);
    await edit(project, 'src/message.js', 'Edit src/message.js and save.', 'Hot by default.');
    await expect.poll(() => page.locator('#message').textContent(), UPDATE).toBe('Hot by default.');
    expect(await marker(page)).toBe('set before the edit');
    expect(loads()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('a build without HMR', () => {
  it('drops the guarded HMR code, and the page still works', async () => {
    const { project, result } = await production;
    expect(result.code).toBe(0);
    const bundle = await project.read('dist/main.js');
    expect(bundle).toContain('Clicked ${');
    expect(bundle).not.toMatch(/accept|dispose|webpackHot/);

    const { origin } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/index.html`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Hot Module Replacement');
    await expect(page.locator('#counter').textContent()).resolves.toBe('Clicked 0 times');
    expect(problems).toEqual([]);
  });

  it('turns `import.meta.webpackHot?.data` into a property read of undefined, which throws', async () => {
    const { project, result } = await optionalChaining;
    expect(result.code).toBe(0);
    expect(await project.read('dist/main.js')).toContain('(void 0).data');

    const { origin } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/index.html`);
    await expect.poll(() => problems).toEqual(["uncaught: Cannot read properties of undefined (reading 'data')"]);
    await expect(page.locator('#counter').count()).resolves.toBe(0);
  });
});
