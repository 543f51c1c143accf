import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, EXAMPLES, ExampleProject, serveFolder, type RunResult } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const require = createRequire(import.meta.url);

/** node:module, whose `stripTypeScriptTypes` is what `experiments.typescript` needs. */
const nodeModule = require('node:module') as { stripTypeScriptTypes?: unknown };
/** Does this Node.js have `module.stripTypeScriptTypes`? webpack checks for the function, not for a version. */
const canStripTypes = typeof nodeModule.stripTypeScriptTypes === 'function';

const GREETING = 'Hello, TypeScript! You have been here 3 times.';

async function replaceIn(project: ExampleProject, file: string, from: string, to: string) {
  const before = await project.read(file);
  expect(before).toContain(from);
  await writeFile(project.path(file), before.replace(from, to));
}

/** Serves dist/ and checks what the page shows: the greeting from both modules and the imported PNG. */
async function expectPageWorks(project: ExampleProject) {
  const { origin } = await serveFolder(project.path('dist'));
  const { page, problems } = await openPage();
  await page.goto(`${origin}/index.html`);
  await expect(page.locator('h1').textContent()).resolves.toBe(GREETING);
  const image = page.locator('img');
  await expect(image.getAttribute('src')).resolves.toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{20}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
  expect(problems).toEqual([]);
  await page.context().close();
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

// Every build and type check below works in its own copy (or, within one copy, touches different files), so they
// all start at once in beforeAll and each test waits only for its own.
const pending: Promise<unknown>[] = [];
function started<T>(promise: Promise<T>): Promise<T> {
  pending.push(promise.catch(() => undefined));
  return promise;
}

interface Ran<T = RunResult> {
  project: ExampleProject;
  result: T;
}

/** What a build left in dist/ before the next one ran: a stand-in for the reader's last good build. */
const PREVIOUS_BUILD = '// the last good build\n';

let main: Promise<Ran<{ build: RunResult; typecheck: RunResult }>>;
let withoutSourceMap: Promise<Ran>;
let withoutExtensionAlias: Promise<Ran>;
let extensionlessImport: Promise<Ran>;
let extensionlessWithoutExtensions: Promise<Ran>;
let typeErrorTsLoader: Promise<Ran>;
let typeErrorEsbuild: Promise<Ran<{ build: RunResult; typecheck: RunResult }>>;
let tscRules: Promise<Ran>;
let builtin: Promise<Ran>;

beforeAll(async () => {
  // Registered before the copies, so their removal (after the file's tests) waits for every build first.
  cleanUp(() => Promise.allSettled(pending));
  const copy = async (prepare?: (copy: ExampleProject) => Promise<void>) => {
    const made = await ExampleProject.copy('typescript');
    await prepare?.(made);
    return made;
  };
  const breakTypes = (project: ExampleProject) => replaceIn(project, 'src/index.ts', 'visits: 3 }', "visits: '3' }");
  const extensionless = (project: ExampleProject) => replaceIn(project, 'src/index.ts', "from './greeting.js'", "from './greeting'");
  const [first, noSourceMap, noAlias, noExtension, noExtensions, brokenTsLoader, brokenEsbuild, tscCopy, builtinCopy] = await Promise.all([
    copy(),
    copy((project) => replaceIn(project, 'tsconfig.json', '"sourceMap": true', '"sourceMap": false')),
    copy((project) => replaceIn(project, 'webpack.config.js', "    extensionAlias: {\n      '.js': ['.ts', '.js'],\n    },\n", '')),
    copy(extensionless),
    copy(async (project) => {
      await extensionless(project);
      await replaceIn(project, 'webpack.config.js', "    extensions: ['.ts', '...'],\n", '');
    }),
    copy(async (project) => {
      await breakTypes(project);
      await mkdir(project.path('dist'));
      await writeFile(project.path('dist/main.js'), PREVIOUS_BUILD);
    }),
    copy(breakTypes),
    copy(async (project) => {
      await replaceIn(project, 'src/index.ts', 'import { greet, type Visitor }', 'import { greet, Visitor }');
      await writeFile(project.path('src/mood.ts'), 'export enum Mood {\n  Happy,\n  Sad,\n}\n');
      await writeFile(project.path('src/assets.d.ts'), '');
    }),
    copy(),
  ]);
  const run = (project: ExampleProject, script: string) => started(project.run(script).then((result) => ({ project, result })));
  // A build and `tsc --noEmit` share a copy: tsc writes nothing, so they can run side by side.
  const buildAndCheck = (project: ExampleProject, script: string) =>
    started(Promise.all([project.run(script), project.run('typecheck')]).then(([build, typecheck]) => ({ project, result: { build, typecheck } })));
  main = buildAndCheck(first, 'build');
  withoutSourceMap = run(noSourceMap, 'build');
  withoutExtensionAlias = run(noAlias, 'build');
  // Resolution does not depend on the loader: the faster esbuild-loader build (same resolve options) shows it.
  extensionlessImport = run(noExtension, 'build:esbuild');
  extensionlessWithoutExtensions = run(noExtensions, 'build:esbuild');
  typeErrorTsLoader = run(brokenTsLoader, 'build');
  typeErrorEsbuild = buildAndCheck(brokenEsbuild, 'build:esbuild');
  tscRules = run(tscCopy, 'typecheck');
  builtin = run(builtinCopy, 'build:builtin');
});

describe('TypeScript', () => {
  it('builds with ts-loader, with source maps back to the .ts files, and the page runs', async () => {
    const {
      project,
      result: { build: result, typecheck },
    } = await main;
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

    expect(typecheck.code).toBe(0);
    expect(typecheck.output.trim()).toBe('');
  });

  it('without "sourceMap" in tsconfig.json, the map shows the JavaScript ts-loader produced instead', async () => {
    const { project, result } = await withoutSourceMap;
    expect(result.code).toBe(0);
    const greeting = await sourceOf(project, 'greeting.ts');
    expect(greeting).toContain('export function greet(visitor) {');
    expect(greeting).not.toContain('interface');
  });

  it('without extensionAlias, the .js import of a .ts file cannot be resolved', async () => {
    const { result } = await withoutExtensionAlias;
    expect(result.code).toBe(1);
    expect(result.output).toContain("ERROR in ./src/index.ts 1:0-38\nModule not found: Error: Can't resolve './greeting.js'");
    expect(result.output).toContain("Did you mean './greeting.ts'?");
  });

  it("with resolve.extensions ['.ts', '...'], an import without extension finds the .ts file", async () => {
    const found = await extensionlessImport;
    expect(found.result.code).toBe(0);
    expect(found.result.output).toMatch(/webpack [\d.]+ compiled successfully/);
    const { result } = await extensionlessWithoutExtensions;
    expect(result.code).toBe(1);
    expect(result.output).toContain("Module not found: Error: Can't resolve './greeting'");
  });

  it('a type error fails the ts-loader build, which leaves dist/ as it was', async () => {
    const { project, result } = await typeErrorTsLoader;
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/ERROR in \S+\/src\/index\.ts\n4:47-53\n/);
    expect(result.output).toMatch(/\[tsl\] ERROR in \S+\/src\/index\.ts\(4,48\)\n\s+TS2322: Type 'string' is not assignable to type 'number'\./);
    expect(result.output).toMatch(/webpack [\d.]+ compiled with 1 error/);
    // Production mode emits nothing when the compilation has errors, and so output.clean does not run either:
    // dist/ still holds what the last good build wrote.
    expect(await project.files('dist')).toEqual(['main.js']);
    expect(await project.read('dist/main.js')).toBe(PREVIOUS_BUILD);
  });

  it('the same type error passes the esbuild-loader build, and typecheck catches it', async () => {
    const {
      project,
      result: { build, typecheck },
    } = await typeErrorEsbuild;
    expect(build.code).toBe(0);
    expect(build.output).toMatch(/webpack [\d.]+ compiled successfully/);
    expect(build.output).not.toContain('TS2322');
    expect(await project.files('dist')).toContain('main.js');
    // esbuild-loader passes its own source map on: the map holds the .ts text, type error included.
    await expect(sourceOf(project, 'index.ts')).resolves.toContain("const visitor: Visitor = { name: 'TypeScript', visits: '3' };");

    expect(typecheck.code).toBe(2);
    expect(typecheck.output).toContain("src/index.ts(4,48): error TS2322: Type 'string' is not assignable to type 'number'.");
  });

  it('tsc enforces `import type`, erasable syntax only, and needs the *.png declaration', async () => {
    const { result } = await tscRules;
    expect(result.code).toBe(2);
    expect(result.output).toContain(
      "src/index.ts(1,17): error TS1484: 'Visitor' is a type and must be imported using a type-only import when 'verbatimModuleSyntax' is enabled.",
    );
    expect(result.output).toContain("src/mood.ts(1,13): error TS1294: This syntax is not allowed when 'erasableSyntaxOnly' is enabled.");
    // The declaration file is what lets the .png import type-check.
    expect(result.output).toContain("src/index.ts(2,21): error TS2307: Cannot find module './logo.png' or its corresponding type declarations.");
  });

  // One test for the Node.js running it: where node:module has stripTypeScriptTypes, the project builds without a
  // loader; where it does not, webpack stops with the error the guide quotes. Both are what the guide says.
  it(`experiments.typescript ${canStripTypes ? 'builds the project without a loader' : 'stops with a clear error'} on Node.js ${process.versions.node}`, async () => {
    const { project, result } = await builtin;
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

  it('experiments.typescript sets the module types and resolve defaults the guide lists, and "auto" steps aside for a .ts rule', async () => {
    // Only read here, never built: the configurations as the guide shows them.
    const config = async (file: string) =>
      ((await import(join(EXAMPLES, 'typescript', file))) as { default: import('webpack').Configuration }).default;
    const builtinConfig = await config('webpack.builtin.js');
    const withLoader = await config('webpack.config.js');
    const webpack = require('webpack') as typeof import('webpack');
    const withDefaults = (options: import('webpack').Configuration) => {
      const normalized = webpack.config.getNormalizedWebpackOptions(options);
      webpack.config.applyWebpackOptionsDefaults(normalized);
      return normalized;
    };

    const on = withDefaults(builtinConfig);
    expect(on.resolve.extensionAlias).toEqual({ '.js': ['.js', '.ts'], '.cjs': ['.cjs', '.cts'], '.mjs': ['.mjs', '.mts'] });
    expect(on.resolve.byDependency!.esm!.extensions![0]).toBe('.ts');
    expect(on.resolve.tsconfig).toBe(true);
    expect(on.resolve.byDependency!.esm!.conditionNames![0]).toBe('typescript');
    // .mts like .mjs, .cts like .cjs, and .ts like .js: by the `type` field of package.json.
    const rules = on.module.defaultRules as { test?: RegExp; descriptionData?: { type?: string }; type?: string; resolve?: unknown }[];
    const rule = (extension: string, type?: string) => {
      const found = rules.find((r) => r.test?.test(`file${extension}`) && r.descriptionData?.type === type);
      expect(found, `default rule for ${extension}${type ? ` in a "type": "${type}" package` : ''}`).toBeDefined();
      return { type: found!.type, resolve: found!.resolve };
    };
    expect(rule('.mts')).toEqual(rule('.mjs'));
    expect(rule('.cts')).toEqual(rule('.cjs'));
    expect(rule('.ts', 'module')).toEqual(rule('.js', 'module'));
    expect(rule('.ts', 'commonjs')).toEqual(rule('.js', 'commonjs'));
    // In a "type": "module" package a .ts file is an ES module whose imports must be fully specified.
    expect(rule('.ts', 'module')).toEqual({ type: 'javascript/esm', resolve: { byDependency: { esm: { fullySpecified: true } } } });

    // "auto" with the Node.js running this test: on only where stripTypeScriptTypes exists.
    expect(withDefaults({ mode: 'production' }).experiments.typescript).toBe(canStripTypes);
    // What "auto" decides where the function exists, whatever this Node.js is: lent a stand-in while the defaults
    // are computed (webpack only asks whether it is a function), and taken back afterwards.
    const lent = !canStripTypes;
    if (lent) {
      nodeModule.stripTypeScriptTypes = () => {
        throw new Error('not called while applying defaults');
      };
    }
    try {
      expect(withDefaults({ mode: 'production' }).experiments.typescript).toBe(true);
      expect(withDefaults({ ...withLoader, experiments: { typescript: 'auto' } }).experiments.typescript).toBe(false);
    } finally {
      if (lent) delete nodeModule.stripTypeScriptTypes;
    }
    expect(typeof nodeModule.stripTypeScriptTypes === 'function').toBe(canStripTypes);
  });
});
