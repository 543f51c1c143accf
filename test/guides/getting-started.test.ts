import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

describe('Getting Started', () => {
  it('bundles with zero configuration, warning that the mode is not set', async () => {
    const project = await ExampleProject.copy('getting-started');
    await rm(project.path('webpack.config.js'));
    const result = await project.npx('webpack');
    expect(result.code).toBe(0);
    expect(result.output).toContain("The 'mode' option has not been set, webpack will fallback to 'production'");
    expect(result.output).toMatch(/orphan modules \d+ bytes \[orphan\] 1 module/);
    expect(await project.files()).toEqual(['main.js']);
  });

  it('builds with its configuration and npm script, and the page shows the greeting', async () => {
    const project = await ExampleProject.copy('getting-started');
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\)/);
    expect(result.output).toMatch(/webpack [\d.]+ compiled successfully/);
    // Minified and inlined: no trace of `greet` is left.
    expect(await project.read('dist/main.js')).not.toContain('greet');

    const { origin } = await serveFolder(project.dir);
    const { page, problems } = await openPage();
    await page.goto(`${origin}/index.html`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Hello, webpack!');
    expect(problems).toEqual([]);
  });

  it('has no `webpack init` any more: webpack-cli takes init for an entry and fails', async () => {
    const project = await ExampleProject.copy('getting-started');
    const result = await project.npx('webpack', ['init']);
    expect(result.code).toBe(2);
    new GuideText('getting-started').expectShownLines('npx webpack init\n```', result.output);
  });
});
