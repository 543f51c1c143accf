import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('lazy-loading');

/** Text that only src/shortcuts.js contains. */
const SHORTCUTS = 'Insert a link';
const CHUNK_NAME_COMMENT = '/* webpackChunkName: "shortcuts" */ ';

interface Build {
  project: ExampleProject;
  result: RunResult;
}

/** A fresh copy, with src/index.js changed by `edit`, then built by `run`. */
async function build(run: (project: ExampleProject) => Promise<RunResult>, edit?: (index: string) => string): Promise<Build> {
  const project = await ExampleProject.copy('lazy-loading');
  if (edit) {
    const index = await project.read('src/index.js');
    const changed = edit(index);
    expect(changed).not.toBe(index);
    await writeFile(project.path('src/index.js'), changed);
  }
  return { project, result: await run(project) };
}

const unnamed = (index: string) => index.replace(CHUNK_NAME_COMMENT, '');
const misspelled = (index: string) => index.replace("'./shortcuts.js'", "'./shortcut.js'");

describe('Lazy Loading', () => {
  // The builds are independent, each in its own copy: run them side by side.
  let main: Build;
  let namedDevelopment: Build;
  let unnamedProduction: Build;
  let unnamedDevelopment: Build;
  let missing: Build;
  let missingStrict: Build;
  beforeAll(async () => {
    [main, namedDevelopment, unnamedProduction, unnamedDevelopment, missing, missingStrict] = await Promise.all([
      build((project) => project.run('build')),
      build((project) => project.npx('webpack', ['--mode', 'development'])),
      build((project) => project.npx('webpack'), unnamed),
      build((project) => project.npx('webpack', ['--mode', 'development']), unnamed),
      build((project) => project.run('build'), misspelled),
      build((project) => project.npx('webpack', ['--fail-on-warnings']), misspelled),
    ]);
  });

  it('puts the lazily imported module in a chunk of its own, named by webpackChunkName', async () => {
    const { project, result } = main;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build', result.output);
    expect(await project.files()).toEqual(['index.html', 'main.js', 'shortcuts.chunk.js']);
    expect(await project.read('dist/shortcuts.chunk.js')).toContain(SHORTCUTS);
    expect(await project.read('dist/main.js')).not.toContain(SHORTCUTS);
    // The page loads only the entry chunk.
    const html = await project.read('dist/index.html');
    expect(html).toContain('<script defer src=main.js></script>');
    expect(html).not.toContain('shortcuts.chunk.js');
    // The runtime refers to the chunk by its id, not by its name.
    expect(await project.read('dist/main.js')).toMatch(/\.e\(936\)/);
  });

  it('requests the chunk only when the button is clicked, then shows what it loaded', async () => {
    const { origin, requests } = await serveFolder(main.project.path('dist'));
    const { page, problems } = await openPage();
    cleanUp(() => page.context().close());
    await page.goto(`${origin}/index.html`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['/index.html', '/main.js']);
    await expect(page.locator('#shortcuts table').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Show keyboard shortcuts' }).click();
    await page.locator('#shortcuts table').waitFor();
    expect(requests).toEqual(['/index.html', '/main.js', '/shortcuts.chunk.js']);
    await expect(page.locator('#shortcuts h2').textContent()).resolves.toBe('Keyboard shortcuts');
    await expect(page.locator('#shortcuts tr').allTextContents()).resolves.toEqual([
      'Ctrl+BBold',
      'Ctrl+IItalic',
      'Ctrl+KInsert a link',
      'Ctrl+Shift+7Numbered list',
    ]);
    await expect(page.getByRole('button', { name: 'Show keyboard shortcuts' }).isHidden()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('reports a failed chunk load as a ChunkLoadError, and a second click retries and succeeds', async () => {
    const { origin, requests } = await serveFolder(main.project.path('dist'));
    const { page, problems } = await openPage();
    cleanUp(() => page.context().close());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Simulate a network failure for the chunk, as the browser's offline mode would.
    await page.route('**/shortcuts.chunk.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${origin}/index.html`);
    const button = page.getByRole('button', { name: 'Show keyboard shortcuts' });
    await button.click();
    await expect
      .poll(() => page.locator('#status').textContent())
      .toBe('The shortcuts could not be loaded. Check your connection and try again.');
    await expect(button.isEnabled()).resolves.toBe(true);
    expect(warnings).toHaveLength(1);
    // What the guide shows the console logging, with the server's address for `…`.
    const [first, second] = guide.shownOutputAfter('The console shows what the `catch` block logged');
    expect(first).toBe('ChunkLoadError: Loading chunk 936 failed.');
    expect(warnings[0]!.startsWith(`${first}\n${second!.replace('http://…', origin)}`)).toBe(true);
    // The error's properties, as the guide's table describes them.
    const error = await page.evaluate(
      () =>
        new Promise<{ name: string; type: string; request: string }>((resolve) => {
          const original = console.warn;
          console.warn = (error: { name: string; type: string; request: string }) => {
            console.warn = original;
            resolve({ name: error.name, type: error.type, request: error.request });
          };
          document.querySelector<HTMLButtonElement>('#show-shortcuts')!.click();
        }),
    );
    expect(error).toEqual({ name: 'ChunkLoadError', type: 'error', request: `${origin}/shortcuts.chunk.js` });
    // The failed script element is removed again; the runtime forgets the attempt.
    await expect(page.locator('script[src$="shortcuts.chunk.js"]').count()).resolves.toBe(0);

    await page.unroute('**/shortcuts.chunk.js');
    await button.click();
    await page.locator('#shortcuts table').waitFor();
    await expect(page.locator('#status').textContent()).resolves.toBe('');
    expect(requests.filter((path) => path === '/shortcuts.chunk.js')).toHaveLength(1);
    // The aborted requests are the only problems the browser logged.
    expect(problems).toEqual([
      'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
      'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
    ]);
  });

  it('names the chunk by webpackChunkName in development too; without it, by its id (production) or path (development)', async () => {
    expect(namedDevelopment.result.code).toBe(0);
    expect(await namedDevelopment.project.files()).toEqual(['index.html', 'main.js', 'shortcuts.chunk.js']);
    for (const { project, result } of [unnamedProduction, unnamedDevelopment]) {
      expect(await project.read('src/index.js')).not.toContain('webpackChunkName');
      expect(result.code).toBe(0);
    }
    expect(await unnamedProduction.project.files()).toEqual(['538.chunk.js', 'index.html', 'main.js']);
    expect(await unnamedDevelopment.project.files()).toEqual(['index.html', 'main.js', 'src_shortcuts_js.chunk.js']);
  });

  it('turns a missing lazily imported file inside try into a warning: the build succeeds, the import() rejects', async () => {
    const { project, result } = missing;
    expect(result.code).toBe(0);
    expect(result.output).toContain('WARNING in ./src/index.js');
    expect(result.output).toContain("Module not found: Error: Can't resolve './shortcut.js'");
    expect(result.output).toMatch(/webpack [\d.]+ compiled with 1 warning/);

    const { origin } = await serveFolder(project.path('dist'));
    const { page } = await openPage();
    cleanUp(() => page.context().close());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${origin}/index.html`);
    await page.getByRole('button', { name: 'Show keyboard shortcuts' }).click();
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toMatch(/^Error: Cannot find module '\.\/shortcut\.js'/);
  });

  it('fails the same build with --fail-on-warnings', () => {
    expect(missingStrict.result.output).toContain("Module not found: Error: Can't resolve './shortcut.js'");
    expect(missingStrict.result.code).toBe(1);
  });
});
