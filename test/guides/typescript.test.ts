import { createRequire } from 'node:module';
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const require = createRequire(import.meta.url);

/** Does this Node.js have what `experiments.typescript` needs (Node.js 22.6 or later)? */
const canStripTypes = typeof (require('node:module') as { stripTypeScriptTypes?: unknown }).stripTypeScriptTypes === 'function';

const copies: ExampleProject[] = [];

/** A fresh copy of the fixture, removed after this file. */
async function copyFixture(): Promise<ExampleProject> {
  const project = await ExampleProject.copy('typescript');
  copies.push(project);
  return project;
}

afterAll(() => Promise.all(copies.map((project) => rm(project.dir, { recursive: true, force: true }))));

const GREETING = 'Hello, TypeScript! You have been here 3 times.';

async function replaceIn(project: ExampleProject, file: string, from: string, to: string) {
  const before = await project.read(file);
  expect(before).toContain(from);
  await writeFile(project.path(file), before.replace(from, to));
}

/** Serves dist/ and checks what the page shows: the greeting from both modules and the imported PNG. */
async function expectPageWorks(project: ExampleProject) {
  // serveFolder's own cleanup is registered from inside a test, where vitest does not run it: close the server here.
  const { origin, server } = await serveFolder(project.path('dist'));
  try {
    const { page, problems } = await openPage();
    await page.goto(`${origin}/index.html`);
    await expect(page.locator('h1').textContent()).resolves.toBe(GREETING);
    const image = page.locator('img');
    await expect(image.getAttribute('src')).resolves.toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{20}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    expect(problems).toEqual([]);
    await page.context().close();
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

interface SourceMap {
  sources: string[];
  sourcesContent: string[];
}

async function sourceOf(project: ExampleProject, name: string): Promise<string | undefined> {
  const map = JSON.parse(await project.read('dist/main.js.map')) as SourceMap;
  const at = map.sources.indexOf(`webpack://typescript-demo/./src/${name}`);
  return at === -1 ? undefined : map.sourcesContent[at];
}

describe('TypeScript', () => {
  it('builds with ts-loader, with source maps back to the .ts files, and the page runs', async () => {
    const project = await copyFixture();
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\) 1 related asset/);
    expect(result.output).toMatch(/asset [0-9a-f]{20}\.png 82 bytes \[emitted\] \[immutable\] \[from: src\/logo\.png\]/);
    expect(result.output).toMatch(/asset index\.html \d+ bytes \[emitted\] \[minimized\]/);
    expect(result.output).toMatch(/\.\/src\/index\.ts \+ 2 modules \d+ bytes \[built\] \[code generated\]/);
    expect(result.output).toMatch(/webpack [\d.]+ compiled successfully/);
    const files = await project.files('dist');
    expect(files).toHaveLength(4);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'main.js', 'main.js.map']));
    expect(files.find((file) => file.endsWith('.png'))).toMatch(/^[0-9a-f]{20}\.png$/);

    // No TypeScript syntax is left in the bundle; the source map holds the original .ts text.
    const bundle = await project.read('dist/main.js');
    expect(bundle).not.toContain('Visitor');
    expect(bundle).toMatch(/\/\/# sourceMappingURL=main\.js\.map\s*$/);
    await expect(sourceOf(project, 'greeting.ts')).resolves.toContain('export function greet(visitor: Visitor): string {');
    await expect(sourceOf(project, 'index.ts')).resolves.toContain("import { greet, type Visitor } from './greeting.js';");

    await expectPageWorks(project);

    const typecheck = await project.run('typecheck');
    expect(typecheck.code).toBe(0);
    expect(typecheck.output.trim()).toBe('');
  });

  it('without "sourceMap" in tsconfig.json, the map shows the JavaScript ts-loader produced instead', async () => {
    const project = await copyFixture();
    await replaceIn(project, 'tsconfig.json', '"sourceMap": true', '"sourceMap": false');
    expect((await project.run('build')).code).toBe(0);
    const greeting = await sourceOf(project, 'greeting.ts');
    expect(greeting).toContain('export function greet(visitor) {');
    expect(greeting).not.toContain('interface');
  });

  it('without extensionAlias, the .js import of a .ts file cannot be resolved', async () => {
    const project = await copyFixture();
    await replaceIn(project, 'webpack.config.js', "    extensionAlias: {\n      '.js': ['.ts', '.js'],\n    },\n", '');
    // Resolution does not depend on the loader: the faster esbuild-loader build (same resolve options) shows it.
    const result = await project.run('build:esbuild');
    expect(result.code).toBe(1);
    expect(result.output).toContain("Module not found: Error: Can't resolve './greeting.js'");
    expect(result.output).toContain("Did you mean './greeting.ts'?");
  });

  it("with resolve.extensions ['.ts', '...'], an import without extension finds the .ts file", async () => {
    const project = await copyFixture();
    await replaceIn(project, 'src/index.ts', "from './greeting.js'", "from './greeting'");
    expect((await project.run('build:esbuild')).code).toBe(0);
    await replaceIn(project, 'webpack.config.js', "    extensions: ['.ts', '...'],\n", '');
    const result = await project.run('build:esbuild');
    expect(result.code).toBe(1);
    expect(result.output).toContain("Module not found: Error: Can't resolve './greeting'");
  });

  it('a type error fails the ts-loader build, passes the esbuild-loader build, and is caught by typecheck', async () => {
    const project = await copyFixture();
    await replaceIn(project, 'src/index.ts', "visits: 3 }", "visits: '3' }");

    const tsLoader = await project.run('build');
    expect(tsLoader.code).toBe(1);
    expect(tsLoader.output).toMatch(/ERROR in \S+\/src\/index\.ts\n4:47-53\n/);
    expect(tsLoader.output).toMatch(/\[tsl\] ERROR in \S+\/src\/index\.ts\(4,48\)\n\s+TS2322: Type 'string' is not assignable to type 'number'\./);
    expect(tsLoader.output).toMatch(/webpack [\d.]+ compiled with 1 error/);
    // Production mode emits nothing when the compilation has errors.
    await expect(project.files('dist')).rejects.toThrow(/ENOENT/);

    const esbuild = await project.run('build:esbuild');
    expect(esbuild.code).toBe(0);
    expect(esbuild.output).toMatch(/webpack [\d.]+ compiled successfully/);
    expect(esbuild.output).not.toContain('TS2322');
    expect(await project.files('dist')).toContain('main.js');
    // esbuild-loader passes its own source map on: the map holds the .ts text, type error included.
    await expect(sourceOf(project, 'index.ts')).resolves.toContain("const visitor: Visitor = { name: 'TypeScript', visits: '3' };");

    const typecheck = await project.run('typecheck');
    expect(typecheck.code).toBe(2);
    expect(typecheck.output).toContain("src/index.ts(4,48): error TS2322: Type 'string' is not assignable to type 'number'.");
  });

  it('tsc enforces `import type`, erasable syntax only, and needs the *.png declaration', async () => {
    const project = await copyFixture();
    await replaceIn(project, 'src/index.ts', 'import { greet, type Visitor }', 'import { greet, Visitor }');
    await writeFile(project.path('src/mood.ts'), 'export enum Mood {\n  Happy,\n  Sad,\n}\n');
    await writeFile(project.path('src/assets.d.ts'), '');
    const result = await project.run('typecheck');
    expect(result.code).toBe(2);
    expect(result.output).toContain(
      "src/index.ts(1,17): error TS1484: 'Visitor' is a type and must be imported using a type-only import when 'verbatimModuleSyntax' is enabled.",
    );
    expect(result.output).toContain("src/mood.ts(1,13): error TS1294: This syntax is not allowed when 'erasableSyntaxOnly' is enabled.");
    // The declaration file is what lets the .png import type-check.
    expect(result.output).toContain("src/index.ts(2,21): error TS2307: Cannot find module './logo.png' or its corresponding type declarations.");
  });

  // One test for the Node.js running it: on 22.6 or later the project builds without a loader; on
  // older versions webpack stops with the error the guide quotes. Both are what the guide says.
  it(`experiments.typescript ${canStripTypes ? 'builds the project without a loader' : 'stops with a clear error'} on Node.js ${process.versions.node}`, async () => {
    const project = await copyFixture();
    const result = await project.run('build:builtin');
    if (canStripTypes) {
      expect(result.code).toBe(0);
      await expectPageWorks(project);
      return;
    }
    expect(result.code).toBe(1);
    expect(result.output).toContain('ERROR in ./src/index.ts\nModule build failed (from processResult hook):\nModuleBuildError: Module build failed: Error: ');
    expect(result.output).toContain(
      'experiments.typescript requires Node.js >= 22.6. `module.stripTypeScriptTypes` is not available on this Node.js version.',
    );
  });

  it('experiments.typescript sets the resolve defaults the guide lists, and "auto" steps aside for a .ts rule', async () => {
    const project = await copyFixture();
    const webpack = require('webpack') as typeof import('webpack');
    const withDefaults = (options: import('webpack').Configuration) => {
      const normalized = webpack.config.getNormalizedWebpackOptions(options);
      webpack.config.applyWebpackOptionsDefaults(normalized);
      return normalized;
    };
    const { default: builtin } = (await import(project.path('webpack.builtin.js'))) as { default: import('webpack').Configuration };
    const on = withDefaults(builtin);
    expect(on.resolve.extensionAlias).toEqual({ '.js': ['.js', '.ts'], '.cjs': ['.cjs', '.cts'], '.mjs': ['.mjs', '.mts'] });
    expect(on.resolve.byDependency!.esm!.extensions![0]).toBe('.ts');
    expect(on.resolve.tsconfig).toBe(true);
    expect(on.resolve.byDependency!.esm!.conditionNames![0]).toBe('typescript');

    const { default: withLoader } = (await import(project.path('webpack.config.js'))) as { default: import('webpack').Configuration };
    expect(withDefaults({ ...withLoader, experiments: { typescript: 'auto' } }).experiments.typescript).toBe(false);
    expect(withDefaults({ mode: 'production' }).experiments.typescript).toBe(canStripTypes);
  });
});
