import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/builder/paths';
import { CONTENT_SECURITY_POLICY, RUN_DOCUMENT_URL, SANDBOX_DOCUMENT_URL } from '../../src/server/headers';
import { PLAYGROUND_EXAMPLES } from '../playground/compiler-page';
import { codeOf, openPage, useBrowser, visit } from './browser';
import { controlled, fillEnded, precacheParts } from './service-worker';
import { startSiteServer } from './site-server';

const base = inject('baseUrl');

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Build|^Building/ });
/** Waits for the build after the last edit, and returns what the status line says of it. */
async function built(page: Page, timeout = 60_000): Promise<string> {
  await expect.poll(async () => (await status(page).textContent()) ?? '', { timeout }).toMatch(/^Build (finished|failed)/);
  return (await status(page).textContent()) ?? '';
}
/** The editor's editable area (CodeMirror's content element, labelled by the file). */
const editor = (page: Page) => page.locator('.playground__editor .cm-content');
async function edit(page: Page, file: string, text: string): Promise<void> {
  await page.getByRole('tab', { name: file, exact: true }).click();
  await editor(page).fill(text);
  await expect(status(page).textContent()).resolves.toBe('Building…');
}
/** The text of the emitted file on show, as far as it is drawn (CodeMirror draws the lines in view, each as an element). */
const emitted = (page: Page) => page.locator('.playground__emitted .cm-line').allTextContents().then((lines) => lines.join('\n'));
const presetFile = (preset: string, file: string) => readFile(join(PLAYGROUND_EXAMPLES, preset, file), 'utf8');
const outputTab = (page: Page, name: RegExp) => page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name });

describe('playground', () => {
  const browser = useBrowser();

  it('prerenders the frame and a loading state, and serves its sandbox with a policy of its own', async () => {
    const html = await (await fetch(`${base}/playground/`)).text();
    expect(html).toContain('<h1>Playground</h1>');
    expect(html).toContain('role="status">Loading the playground…</p>');
    const sandbox = await fetch(`${base}${SANDBOX_DOCUMENT_URL}`);
    expect(sandbox.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts; default-src 'none';/);
    expect(sandbox.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Every other page keeps the site's policy: no framing, no evaluation.
    const page = await fetch(`${base}/playground/`);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1350, height: 940 }],
  ])('appears and builds without moving what is on the screen of %s', async (_, viewport) => {
    const { page } = await openPage(browser(), viewport);
    await page.addInitScript(() => {
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
          shifts.push(`${entry.value.toFixed(3)} ${(entry.sources ?? []).map((source) => (source.node as Element | null)?.className).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit(page, `${base}/playground/`);
    expect(await built(page)).toMatch(/^Build finished/);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  it('keeps the compiler out of every other page and out of the service worker’s precache', async () => {
    const { core, fill } = await precacheParts(paths.dist);
    const isCompiler = (path: string) => path.startsWith('/assets/playground/');
    expect([...core, ...fill].filter(isCompiler)).toEqual([]);
    // The sandboxed documents, a few kB, are filled in later like the playground's chunks, never installed.
    expect(fill).toEqual(expect.arrayContaining([SANDBOX_DOCUMENT_URL, RUN_DOCUMENT_URL]));
    expect(core.filter((path) => path.startsWith('/playground/'))).toEqual([]);
    const { page } = await openPage(browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, `${base}/guides/getting-started/`);
    await visit(page, `${base}/`);
    expect(requested.filter((path) => isCompiler(path) || path.startsWith('/playground/'))).toEqual([]);
  });

  it('builds the first project with webpack in the sandbox, and shows the files, the stats and the chunks', async () => {
    const { page, problems } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    expect(await built(page)).toMatch(/^Build finished in \d+ ms: \d+ files?, 0 errors, 0 warnings$/);
    await expect(page.locator('.playground__asset-name').allTextContents()).resolves.toContain('main.js');
    await outputTab(page, /^Stats/).click();
    await expect(page.locator('.playground__output pre').textContent()).resolves.toMatch(/webpack 5\.\d+\.\d+ compiled successfully/);
    await outputTab(page, /^Chunks/).click();
    await expect(page.locator('.playground__table').textContent()).resolves.toContain('./src/index.js');
    expect(problems).toEqual([]);
  });

  it('builds again after an edit, and shows webpack’s own message for a syntax error', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    await built(page);
    await edit(page, 'src/index.js', "console.log('edited in the playground');\n");
    await expect.poll(() => emitted(page), { timeout: 30_000 }).toContain('edited in the playground');
    await edit(page, 'src/index.js', 'export const = 1;\n');
    expect(await built(page)).toMatch(/1 error/);
    await outputTab(page, /^Problems/).click();
    await expect(page.locator('.playground__problem--error').first().textContent()).resolves.toMatch(/Module parse failed/);
  });

  it('keeps a shared configuration away from the site: storage, cookies, caches, the top page', async () => {
    const { page, context } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    await built(page);
    await page.evaluate(() => {
      localStorage.setItem('site-key', 'kept');
      document.cookie = 'site-cookie=kept; path=/';
    });
    // Each attempt is caught and reported as the build's output, so the test sees what happened.
    const attempts = `
      const tried = [];
      const attempt = (name, run) => { try { tried.push(name + ': ' + String(run())); } catch (error) { tried.push(name + ': ' + error.name); } };
      attempt('localStorage', () => localStorage.setItem('site-key', 'stolen'));
      attempt('cookie', () => document.cookie);
      attempt('caches', () => caches.open('stolen'));
      attempt('indexedDB', () => indexedDB.open('stolen'));
      attempt('serviceWorker', () => navigator.serviceWorker.register('/sw.js'));
      attempt('top', () => (top.location.href = 'https://example.com/'));
      attempt('parent', () => parent.document.title);
      throw new Error(tried.join('; '));
    `;
    await edit(page, 'webpack.config.js', attempts);
    const said = await built(page);
    expect(said).toMatch(/^Build failed/);
    for (const name of ['localStorage', 'cookie', 'caches', 'indexedDB', 'serviceWorker', 'top', 'parent']) expect(said).toMatch(new RegExp(`${name}: (ReferenceError|TypeError|SecurityError)`));
    expect(await page.evaluate(() => [localStorage.getItem('site-key'), document.cookie, location.pathname])).toEqual(['kept', 'site-cookie=kept', '/playground/']);
    expect(await page.evaluate(() => caches.keys())).not.toContain('stolen');
    expect(context.pages()).toHaveLength(1);
  });

  it('stops a build that loops for ever after 10 s, and builds again once the configuration is fixed', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    await built(page);
    const config = await presetFile('first-bundle', 'webpack.config.js');
    await edit(page, 'webpack.config.js', 'for (;;) {}\n');
    const started = Date.now();
    expect(await built(page, 30_000)).toMatch(/^Build failed: The build ran for more than 10 s and was stopped/);
    expect(Date.now() - started).toBeLessThan(20_000);
    // The page stayed responsive meanwhile, and the next build runs in a new worker.
    await edit(page, 'webpack.config.js', config);
    expect(await built(page)).toMatch(/^Build finished/);
  }, 90_000);

  it('edits in a highlighted editor that the keyboard can leave, and shows the emitted code highlighted', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    await built(page);
    await expect.poll(() => editor(page).getAttribute('aria-label')).toBe('Contents of src/index.js');
    await expect.poll(() => page.locator('.playground__editor .tok-keyword').first().textContent()).toBe('import');
    await expect.poll(() => page.locator('.playground__emitted .tok-string').first().isVisible()).toBe(true);
    await editor(page).click();
    await page.keyboard.press('Tab');
    // Tab indents inside the editor; Escape, then Tab, moves on to the next control.
    await expect.poll(() => editor(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect.poll(() => editor(page).evaluate((element) => element === document.activeElement)).toBe(false);
  });

  it('applies the toolbar’s flags over the configuration, as webpack-cli does, and shows the command', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    await built(page);
    await page.getByLabel('mode', { exact: true }).selectOption('development');
    await page.getByLabel('devtool', { exact: true }).selectOption('source-map');
    await expect.poll(() => page.locator('.playground__command').textContent()).toBe('npx webpack --mode development --devtool source-map');
    expect(await built(page)).toMatch(/2 files/);
    await expect(page.locator('.playground__asset-name').allTextContents()).resolves.toEqual(['main.js', 'main.js.map']);
    await page.getByRole('button', { name: /^main\.js\.map/ }).click();
    await expect.poll(() => emitted(page)).toMatch(/^\{"version":3,/);
  });

  it('keeps the project in the address and in this browser, opens it from a link, and resets it', async () => {
    const { page, context } = await openPage(browser());
    await visit(page, `${base}/playground/?preset=dynamic-import`);
    await built(page);
    await expect.poll(() => page.locator('.playground__preset select').inputValue()).toBe('dynamic-import');
    expect(new URL(page.url()).search).toBe('?preset=dynamic-import');
    // The page the project illustrates, from its package.json.
    expect(await page.locator('.playground__guide').getAttribute('href')).toBe('/guides/lazy-loading/');
    await edit(page, 'src/index.js', "console.log('shared by a link');\n");
    await built(page);
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#project=[\w-]+$/);
    const link = page.url();

    // The link opens the same project in a browser that never saw it.
    const { page: other } = await openPage(browser());
    await visit(other, link);
    await built(other);
    await expect.poll(() => other.locator('.playground__preset select').inputValue()).toBe('dynamic-import');
    await expect.poll(() => editor(other).textContent()).toBe("console.log('shared by a link');");

    // This browser kept it: /playground/ with no link opens it again.
    const again = await context.newPage();
    await visit(again, `${base}/playground/`);
    await built(again);
    await expect.poll(() => editor(again).textContent()).toBe("console.log('shared by a link');");

    await again.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => editor(again).textContent()).toBe((await presetFile('dynamic-import', 'src/index.js')).trim().split('\n').join(''));
    await expect.poll(() => new URL(again.url()).search + new URL(again.url()).hash).toBe('?preset=dynamic-import');
  });

  it('says why a link’s project cannot be opened, and opens the first project instead', async () => {
    const { page } = await openPage(browser());
    for (const [hash, reason] of [
      ['#project=not-deflate-at-all', 'it is damaged or cut short'],
      [`#project=${'A'.repeat(70_000)}`, 'the link is 68 kB long, more than the 64 kB a link may carry'],
    ] as const) {
      await visit(page, `${base}/playground/${hash}`);
      await expect.poll(() => page.locator('.playground__notice').textContent()).toContain(`The project in this link could not be opened: ${reason}`);
      expect(await built(page)).toMatch(/^Build finished/);
    }
  });

  it('runs the output in a sandboxed page of its own: the page it makes, its lazy chunks, its styles and its console', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/?preset=dynamic-import`);
    await built(page);
    await outputTab(page, /^Run/).click();
    const running = page.frameLocator('.playground__run-frame');
    // The chunk loads from the emitted files on the click, as it would from a server.
    await running.getByRole('button', { name: 'Show the chart' }).click();
    await expect.poll(() => running.locator('pre').textContent()).toBe('###\n#\n####\n#\n#####');
    const frame = page.frames().find((each) => each.url().endsWith('/playground/run.html'))!;
    // An opaque origin: none of the site's storage is within reach.
    expect(await frame.evaluate('(() => { try { return localStorage.length; } catch (error) { return error.name; } })()')).toBe('SecurityError');

    await edit(page, 'src/index.js', "console.log('from the bundle', { answer: 42 });\nconsole.warn('careful');\nnull.oops;\n");
    await built(page);
    await expect.poll(() => page.locator('.playground__console-line').allTextContents()).toEqual([
      'from the bundle {"answer":42}',
      'careful',
      expect.stringMatching(/^Uncaught TypeError: Cannot read properties of null/),
    ]);
    await expect.poll(() => page.locator('.playground__console-line--error').count()).toBe(1);

    await page.locator('.playground__preset select').selectOption('css');
    await built(page);
    const card = page.frameLocator('.playground__run-frame').getByText('A card styled by a CSS module');
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('16px');
  });

  it('builds several configurations at once: the host’s page loads a module from the container the other one made', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/?preset=module-federation-host`);
    expect(await built(page)).toMatch(/^Build finished in \d+ ms: 3 files, 0 errors/);
    await expect(page.locator('.playground__asset-name').allTextContents()).resolves.toEqual(['app/main.js', 'shop/553.js', 'shop/remoteEntry.js']);
    await outputTab(page, /^Chunks/).click();
    const rows = page.locator('.playground__table tbody tr');
    await expect.poll(() => rows.locator('td').first().textContent()).toBe('app');
    await expect.poll(() => page.locator('.playground__table').textContent()).toContain('./src/shop/button.js');
    await outputTab(page, /^Run/).click();
    await expect.poll(() => page.frameLocator('.playground__run-frame').getByRole('button').textContent()).toBe('Buy for $12.50');
    await expect.poll(() => page.locator('.playground__console-line').allTextContents()).toEqual(['loaded shop/button from the shop container']);
    // A container that is not where the host looks for it: the host's import() fails, and says why.
    await edit(page, 'webpack.config.js', (await presetFile('module-federation-host', 'webpack.config.js')).replace('shop@/shop/remoteEntry.js', 'shop@/nowhere/remoteEntry.js'));
    await built(page);
    await outputTab(page, /^Run/).click();
    await expect.poll(() => page.locator('.playground__console-line--error').first().textContent()).toMatch(/^Uncaught \(in promise\) .*Loading script failed/);
  });

  it('downloads webpack once, with the site’s origin, then builds and runs offline, and says so', async () => {
    const server = await startSiteServer(paths.dist);
    const compilerRequests: string[] = [];
    // A context of its own: Playwright turns the HTTP cache off in a context that routes requests, as openPage's do.
    const context = await browser().newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/assets/playground/')) compilerRequests.push(new URL(request.frame().url()).pathname);
      });
      await visit(page, `${server.origin}/playground/`);
      await controlled(page);
      expect(await built(page)).toMatch(/^Build finished/);
      // Until the worker has passed the compiler on once, the page does not claim to work offline.
      await page.reload();
      expect(await built(page)).toMatch(/^Build finished/);
      await expect.poll(() => page.locator('.playground__offline').textContent()).toBe('Works offline: this browser keeps webpack and the sandbox.');
      // Asked for by the page, never by the sandbox (whose requests no cache answers), and sent once.
      expect(new Set(compilerRequests)).toEqual(new Set(['/playground/']));
      expect(server.sent.filter((response) => response.url.startsWith('/assets/playground/') && response.bytes > 100_000)).toHaveLength(1);

      // The server is stopped to cut the network: Chromium's offline emulation does not reach service workers.
      await server.stop();
      await page.reload();
      expect(await built(page)).toMatch(/^Build finished/);
      await edit(page, 'src/greet.js', "export const greet = (name) => `Offline, ${name}.`;\n");
      expect(await built(page)).toMatch(/^Build finished/);
      await outputTab(page, /^Run/).click();
      await expect.poll(() => page.frameLocator('.playground__run-frame').locator('body').textContent()).toBe('Offline, playground.');
      // Still an opaque origin, served by the worker with the policy it was kept with.
      const frame = page.frames().find((each) => each.url().endsWith(RUN_DOCUMENT_URL))!;
      expect(await frame.evaluate(() => self.origin)).toBe('null');
    } finally {
      await server.stop();
      await context.close();
    }
  }, 120_000);

  it('opened offline before any visit online to it, says that it needs one', async () => {
    const server = await startSiteServer(paths.dist);
    const context = await browser().newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      // Another page installs the worker, which then fills in every precached file, the playground's
      // chunks and documents among them; the compiler it keeps only once the playground has used it.
      await visit(page, `${server.origin}/concepts/`);
      await controlled(page);
      await fillEnded(page, 'done');
      await server.stop();
      await visit(page, `${server.origin}/playground/`);
      expect(await built(page)).toBe('Build failed: The playground could not download webpack. It needs one visit online, after which this browser keeps it for use offline: reload the page once you are online.');
      expect(await page.locator('.playground__offline').count()).toBe(0);
    } finally {
      await server.stop();
      await context.close();
    }
  }, 120_000);

  it('opens a configuration example from its page with "Try it", builds it, and Reset returns to it', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/configuration/devtool/`);
    const figure = page.locator('figure.code', { has: page.locator('.code__try') }).first();
    const config = (await codeOf(figure.locator('pre'))).trim();
    await figure.getByRole('link', { name: 'Try it in the playground' }).click();
    expect(await built(page)).toMatch(/^Build finished/);
    expect(new URL(page.url()).pathname).toBe('/playground/');
    await expect.poll(() => page.locator('.playground__preset select option:checked').textContent()).toBe('An example from the documentation');
    const configTab = config.includes('export default') ? 'webpack.config.mjs' : 'webpack.config.js';
    await page.getByRole('tab', { name: configTab, exact: true }).click();
    const shown = () => page.locator('.playground__editor .cm-line').allTextContents().then((lines) => lines.join('\n').trim());
    await expect.poll(shown).toBe(config);
    await edit(page, configTab, 'module.exports = {};\n');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(shown).toBe(config);
  });

  it('opens a guide’s example project from its page with "Try it": every file of it, built', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/guides/getting-started/`);
    await page.locator('.code__try').getByRole('link', { name: 'Try it in the playground' }).first().click();
    expect(await built(page)).toMatch(/^Build finished in \d+ ms: 1 file, 0 errors, 0 warnings$/);
    const folder = join(paths.content, 'guides/examples/getting-started');
    const onDisk = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !/(^|\/)(dist|node_modules)(\/|$)/.test(relative(folder, entry.parentPath)))
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
      .sort();
    await expect.poll(() => page.getByRole('tablist', { name: 'Files' }).getByRole('tab').allTextContents()).toEqual(onDisk);
  });

  it('adds a file that the build then takes in, renames it, and deletes it again', async () => {
    const { page } = await openPage(browser());
    await visit(page, `${base}/playground/`);
    await built(page);
    await page.getByLabel('File path').fill('src/../x.js');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.locator('.playground__file-problem').textContent()).toMatch(/^A path from the project folder/);
    await page.getByLabel('File path').fill('src/shout.js');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => editor(page).getAttribute('aria-label')).toBe('Contents of src/shout.js');
    await edit(page, 'src/shout.js', 'export const shout = (text) => text.toUpperCase();\n');
    await edit(page, 'src/index.js', "import { shout } from './shout.js';\nconsole.log(shout('added'));\n");
    expect(await built(page)).toMatch(/0 errors/);
    // The new module is in the bundle, concatenated with the entry.
    await expect.poll(() => emitted(page)).toContain('.toUpperCase()');
    await outputTab(page, /^Chunks/).click();
    await expect.poll(() => page.locator('.playground__table').textContent()).toContain('./src/index.js + 1 modules');
    // Renamed, the module is no longer where the entry imports it from.
    await page.getByRole('tab', { name: 'src/shout.js', exact: true }).click();
    await page.getByLabel('File path').fill('src/loud.js');
    await page.getByRole('button', { name: 'Rename src/shout.js' }).click();
    await expect.poll(() => editor(page).getAttribute('aria-label')).toBe('Contents of src/loud.js');
    expect(await editor(page).textContent()).toBe('export const shout = (text) => text.toUpperCase();');
    expect(await built(page)).toMatch(/1 error/);
    await outputTab(page, /^Problems/).click();
    await expect.poll(() => page.locator('.playground__problem--error').first().textContent()).toContain("Can't resolve './shout.js'");
    await page.getByRole('button', { name: 'Delete src/loud.js' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'src/loud.js', exact: true }).count()).toBe(0);
  });
});
