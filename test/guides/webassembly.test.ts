import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, freePort, serveFolder, type RunningScript, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('webassembly');

const STREAMING_WARNING =
  '`WebAssembly.instantiateStreaming` failed because your server does not serve wasm with `application/wasm` MIME type.';

/** `node <file>` in the project, as a reader would run a built bundle. */
function node(project: ExampleProject, file: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd: project.dir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}` }));
  });
}

async function edit(project: ExampleProject, file: string, from: string, to: string): Promise<void> {
  const before = await project.read(file);
  expect(before).toContain(from);
  await writeFile(project.path(file), before.replace(from, to));
}

/** Makes the generated binary import `factor` from another module name (the script checks it with the same name). */
const importFrom = async (project: ExampleProject, name: string) => {
  await edit(project, 'scripts/write-wasm.js', "name('./factor.js')", `name('${name}')`);
  await edit(project, 'scripts/write-wasm.js', "{ './factor.js': { factor } }", `{ '${name}': { factor } }`);
};

/** The one file matching `pattern` among the files of `folder`. */
async function only(project: ExampleProject, folder: string, pattern: RegExp): Promise<string> {
  const matching = (await project.files(folder)).filter((file) => pattern.test(file));
  expect(matching, `${folder}: ${pattern}`).toHaveLength(1);
  return matching[0]!;
}

/**
 * Not shown in the guide: variants of the project's configurations, built by one webpack process (one start-up
 * instead of one per variant), each into probe/<name>/, that check what the guide says about placeholders,
 * defaults and options. The last ones build the Node.js configuration of other, edited copies of the project
 * (`elsewhere`): with `context` set to the copy, module ids and hashes are those of a build run in that copy.
 */
const probeConfig = (copies: Record<string, string>) => `import path from 'node:path';
import { pathToFileURL } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import configs from './webpack.config.js';

const copies = ${JSON.stringify(copies)};
const elsewhere = async (copy, name, change = () => {}) => {
  const dir = copies[copy];
  const { default: [, nodeConfig] } = await import(pathToFileURL(path.join(dir, 'webpack.config.js')).href);
  const config = { ...nodeConfig, name, context: dir };
  change(config, dir);
  return config;
};

const [browser, nodeConfig] = configs;
const out = (name) => path.resolve(import.meta.dirname, 'probe', name);
const variant = (name, change, base = nodeConfig) => {
  const config = { ...base, name, output: { ...base.output, path: out(name) } };
  change(config);
  return config;
};
const { experiments, ...withoutExperiments } = nodeConfig;

export default [
  variant('id', (c) => (c.output.webassemblyModuleFilename = '[id].wasm')),
  variant('name', (c) => (c.output.webassemblyModuleFilename = '[name].wasm')),
  variant('contenthash', (c) => (c.output.webassemblyModuleFilename = '[contenthash].wasm')),
  variant('fullhash', (c) => (c.output.webassemblyModuleFilename = '[fullhash].wasm')),
  variant('commonjs', (c) => (c.output.module = false)),
  variant('no-loading', (c) => (c.output.wasmLoading = false)),
  variant('mangle', (c) => (c.optimization = { mangleWasmImports: true })),
  variant('auto', () => {}, withoutExperiments),
  variant('off', (c) => (c.experiments = { asyncWebAssembly: false })),
  variant('both', (c) => (c.experiments = { asyncWebAssembly: true, syncWebAssembly: true })),
  variant('missing-export', (c) => (c.entry = './src/missing.js')),
  variant('source', (c) => {
    c.entry = './src/source.js';
    c.experiments = { ...c.experiments, sourceImport: true };
  }),
  variant(
    'no-fallback',
    (c) => {
      c.output.wasmStreamingFallback = false;
      c.plugins = [new HtmlWebpackPlugin({ title: 'WebAssembly' })];
    },
    browser,
  ),
  await elsewhere('editedJs', 'edited-js'),
  await elsewhere('editedBinary', 'edited-binary'),
  await elsewhere('bareName', 'bare-name'),
  await elsewhere('bareName', 'alias', (c, dir) => {
    c.output = { ...c.output, path: path.resolve(dir, 'dist/alias') };
    c.resolve = { alias: { env: path.resolve(dir, 'src/factor.js') } };
  }),
  await elsewhere('noExtension', 'no-extension'),
];
`;

const MISSING_EXPORT = `import { add, sub } from './math.wasm';

console.log(add(1, 1), sub(1, 1));
`;

const SOURCE_IMPORT = `import source mathModule from './math.wasm';
import { factor } from './factor.js';

const instance = await WebAssembly.instantiate(mathModule, { './factor.js': { factor } });
console.log(mathModule instanceof WebAssembly.Module, instance.exports.scale(4));
`;

interface Built {
  project: ExampleProject;
  result: RunResult;
}

async function built(change: ((project: ExampleProject) => Promise<unknown>) | undefined, args: string[] = []): Promise<Built> {
  const project = await ExampleProject.copy('webassembly');
  await change?.(project);
  return { project, result: await project.run('build', args) };
}

/** A copy of the project, changed by `change`, with its binary written by the project's script (not built). */
async function prepared(change: (project: ExampleProject) => Promise<unknown>): Promise<ExampleProject> {
  const project = await ExampleProject.copy('webassembly');
  await change(project);
  const wasm = await node(project, 'scripts/write-wasm.js');
  expect(wasm.code, wasm.output).toBe(0);
  return project;
}

/** The part of a multi-configuration build's output that belongs to the configuration `name`. */
function section(output: string, name: string): string {
  const lines = output.split('\n');
  const from = lines.indexOf(`${name}:`);
  expect(from, `no output for ${name}`).toBeGreaterThan(-1);
  const to = lines.findIndex((line, index) => index > from && line.startsWith(`  ${name} (webpack `));
  expect(to, `no summary line for ${name}`).toBeGreaterThan(from);
  return lines.slice(from, to + 1).join('\n');
}

describe('WebAssembly', () => {
  let main: Built;
  let sync: Built;
  let editedJs: ExampleProject;
  let editedBinary: ExampleProject;
  let bareName: ExampleProject;
  let noExtension: ExampleProject;
  let probe: Built;
  /** The output of one probe configuration. */
  const probed = (name: string) => section(probe.result.output, name);
  let wasmName: string;
  let nodeWasm: string;
  let devServer: { port: number; server: RunningScript };
  beforeAll(async () => {
    // The builds and the dev server are independent, each in its own copy: run them side by side.
    const serving = (async () => {
      const project = await ExampleProject.copy('webassembly');
      const port = await freePort();
      const server = project.start('serve', ['--port', String(port)]);
      await server.waitFor((output) => /browser \(webpack [\d.]+\) compiled successfully/.test(output), 'the dev server build');
      return { port, server };
    })();
    // Awaited below; this only keeps a failure from being reported as unhandled while the builds still run.
    serving.catch(() => {});
    const variants = (async () => {
      [editedJs, editedBinary, bareName, noExtension] = await Promise.all([
        prepared(async (project) => {
          await edit(project, 'src/factor.js', 'return 10;', 'return 7;');
          await edit(project, 'src/report.js', '`add(2, 3) = ${add(2, 3)}`', '`add(20, 3) = ${add(20, 3)}`');
        }),
        // scale: i32.add instead of i32.mul
        prepared((project) => edit(project, 'scripts/write-wasm.js', 'body(0x20, 0, 0x10, 0, 0x6c)', 'body(0x20, 0, 0x10, 0, 0x6a)')),
        prepared((project) => importFrom(project, 'env')),
        prepared((project) => importFrom(project, './factor')),
      ]);
      const copies = { editedJs: editedJs.dir, editedBinary: editedBinary.dir, bareName: bareName.dir, noExtension: noExtension.dir };
      return built(async (project) => {
        await writeFile(project.path('webpack.probe.js'), probeConfig(copies));
        await writeFile(project.path('src/missing.js'), MISSING_EXPORT);
        await writeFile(project.path('src/source.js'), SOURCE_IMPORT);
      }, ['--config', 'webpack.probe.js']);
    })();
    [main, sync, probe] = await Promise.all([
      built(undefined),
      built(undefined, ['--experiments-sync-web-assembly', '--no-experiments-async-web-assembly']),
      variants,
    ]);
    devServer = await serving;
    wasmName = await only(main.project, 'dist/browser', /\.wasm$/);
    nodeWasm = await only(main.project, 'dist/node', /\.wasm$/);
  });

  it('writes the binary from its script, which checks it with the import object', async () => {
    expect(main.result.code, main.result.output).toBe(0);
    const wasm = await readFile(main.project.path('src/math.wasm'));
    expect(wasm.length).toBe(91);
    expect(WebAssembly.validate(wasm)).toBe(true);
    const module = new WebAssembly.Module(wasm);
    expect(WebAssembly.Module.imports(module)).toEqual([{ module: './factor.js', name: 'factor', kind: 'function' }]);
    expect(WebAssembly.Module.exports(module)).toEqual([
      { name: 'add', kind: 'function' },
      { name: 'scale', kind: 'function' },
    ]);
    // `npm run build` runs `npm run wasm` first.
    guide.expectShownLines('npm run wasm\n', main.result.output);
  });

  it('builds both targets as shown, emitting the binary unchanged under each name', async () => {
    guide.expectShownLines('npm run build\n', main.result.output);
    expect(await main.project.files('dist/browser')).toEqual(['index.html', 'main.js', wasmName]);
    expect(wasmName).toMatch(/^wasm\/[0-9a-f]{8}\.wasm$/);
    expect(await main.project.files('dist/node')).toEqual([nodeWasm, 'main.mjs'].sort());
    expect(nodeWasm).toMatch(/^[0-9a-f]{20}\.module\.wasm$/);
    // Both builds use the same module hash.
    expect(nodeWasm.startsWith(wasmName.slice('wasm/'.length, -'.wasm'.length))).toBe(true);
    const source = await readFile(main.project.path('src/math.wasm'));
    expect((await readFile(main.project.path('dist/browser', wasmName))).equals(source)).toBe(true);
    expect((await readFile(main.project.path('dist/node', nodeWasm))).equals(source)).toBe(true);
    // Not inside the bundles.
    for (const bundle of ['dist/node/main.mjs', 'dist/browser/main.js']) {
      expect(await main.project.read(bundle)).not.toContain(source.toString('base64').slice(0, 40));
    }
  });

  it('runs in Node.js and prints what the exported functions return', async () => {
    const result = await main.project.run('start');
    expect(result.code, result.output).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(['add(2, 3) = 5', 'scale(4) = 40']);
    guide.expectShownLines('npm start\n', result.output);
  });

  it('generates the loading code the guide shows: fs for Node.js, fetch for the browser', async () => {
    const nodeBundle = await main.project.read('dist/node/main.mjs');
    const browserBundle = await main.project.read('dist/browser/main.js');
    const [nodeLine] = guide.shownOutputAfter('In `dist/node/main.mjs`');
    expect(nodeBundle).toContain(nodeLine);
    expect(nodeLine).toContain(nodeWasm);
    expect(nodeBundle).toContain('readFile');
    expect(nodeBundle).not.toContain('fetch(');
    const browserLines = guide.shownOutputAfter('In `dist/browser/main.js`');
    expect(browserLines).toHaveLength(2);
    for (const line of browserLines) expect(browserBundle).toContain(line);
    expect(browserBundle).not.toContain('readFile');
    // The importing module and its importer are async modules (__webpack_require__.a with an async function).
    expect(nodeBundle.match(/\.a\(\w,async\(/g)).toHaveLength(2);
  });

  it('keeps the hash when JavaScript changes, and changes it with the binary', async () => {
    expect(probed('edited-js')).toMatch(/edited-js \(webpack [\d.]+\) compiled successfully/);
    expect(await editedJs.files('dist/node')).toContain(nodeWasm);
    // The import object carries the edited factor.
    expect((await node(editedJs, 'dist/node/main.mjs')).stdout.trim().split('\n')).toEqual(['add(20, 3) = 23', 'scale(4) = 28']);

    expect(probed('edited-binary')).toMatch(/edited-binary \(webpack [\d.]+\) compiled successfully/);
    const changed = await only(editedBinary, 'dist/node', /\.module\.wasm$/);
    expect(changed).toMatch(/^[0-9a-f]{20}\.module\.wasm$/);
    expect(changed).not.toBe(nodeWasm);
    expect((await node(editedBinary, 'dist/node/main.mjs')).stdout).toContain('scale(4) = 14');
    expect(guide.text).toContain(`leaves \`${nodeWasm.slice(0, 20)}\` as it is`);
  });

  it('fills in the placeholders as the table says', async () => {
    const { project } = probe;
    expect(await project.files('probe/id')).toContain('712.wasm');
    expect(guide.text).toContain('| `[id]` | the module id, `712` here |');
    expect(await project.files('probe/name')).toContain('[name].wasm');
    expect(probed('contenthash')).toContain('Path variable [contenthash] not implemented in this context');
    const fullhash = await only(project, 'probe/fullhash', /\.wasm$/);
    expect(fullhash).toMatch(/^[0-9a-f]{20}\.wasm$/);
    expect(fullhash).not.toBe(nodeWasm.replace('.module', ''));
    // mangleWasmImports leaves the async binary as it is.
    const mangled = await readFile(project.path('probe/mangle', await only(project, 'probe/mangle', /\.wasm$/)));
    expect(mangled.equals(await readFile(project.path('src/math.wasm')))).toBe(true);
  });

  it('"auto" gives the same build as true; false and both-on behave as described', async () => {
    const { project } = probe;
    expect(await project.read('probe/auto/main.mjs')).toBe(await main.project.read('dist/node/main.mjs'));
    expect(await project.files('probe/auto')).toEqual(await main.project.files('dist/node'));
    // Off: the binary is parsed as JavaScript.
    expect(probed('off')).toMatch(/ERROR in \.\/src\/math\.wasm 1:0\n\s*Module parse failed/);
    expect(probed('off')).toContain("'experiments.syncWebAssembly: true' (like webpack 4, deprecated)");
    expect(await project.files('probe/off').catch(() => [])).not.toContainEqual(expect.stringMatching(/\.wasm$/));
    // Both on: async claims the .wasm files.
    expect(probed('both')).toMatch(/both \(webpack [\d.]+\) compiled successfully/);
    expect(await project.files('probe/both')).toEqual(await main.project.files('dist/node'));
  });

  it('reports a missing export and resolves the imports of the binary like import specifiers', async () => {
    const missing = /`(export 'sub' \(imported as 'sub'\) was not found in '\.\/math\.wasm' \(possible exports: add, scale\))`/.exec(guide.text);
    expect(missing).not.toBeNull();
    const error = probed('missing-export').split('\n');
    expect(error[error.findIndex((line) => /^  ERROR in \.\/src\/missing\.js \d+:\d+-\d+$/.test(line)) + 1]).toBe(`  ${missing![1]}`);

    // The bare name fails in the project's configuration, and works with the alias.
    expect(probed('bare-name')).toMatch(/bare-name \(webpack [\d.]+\) compiled with 1 error/);
    guide.expectShownLines('import from a bare name', probed('bare-name'));
    expect(probed('alias')).toMatch(/alias \(webpack [\d.]+\) compiled successfully/);
    expect((await node(bareName, 'dist/alias/main.mjs')).stdout).toContain('scale(4) = 40');

    expect(probed('no-extension')).toMatch(/no-extension \(webpack [\d.]+\) compiled with 1 error/);
    expect(probed('no-extension')).toContain("Can't resolve './factor' in");
    expect(probed('no-extension')).toContain('resolved as fully specified');
  });

  it('gives the compiled WebAssembly.Module to a source phase import', async () => {
    const result = await node(probe.project, 'probe/source/main.mjs');
    expect(result.stdout.trim()).toBe('true 40');
  });

  it('fails at run time without a loader, and in a CommonJS .js file of an ES module package', async () => {
    expect(probed('no-loading')).toMatch(/no-loading \(webpack [\d.]+\) compiled successfully/);
    const noLoading = await node(probe.project, 'probe/no-loading/main.mjs');
    expect(noLoading.code).not.toBe(0);
    const [, missing] = /TypeError: (\w\.v is not a function)/.exec(noLoading.stderr) ?? [];
    expect(missing).toBeDefined();
    expect(guide.text).toContain(`(\`${missing}\` in the minified Node.js build)`);

    expect(await probe.project.files('probe/commonjs')).toContain('main.js');
    expect(await probe.project.read('probe/commonjs/main.js')).toContain('require("node:fs")');
    const commonjs = await node(probe.project, 'probe/commonjs/main.js');
    expect(commonjs.code).not.toBe(0);
    expect(commonjs.stderr).toContain('ReferenceError: require is not defined');
  });

  it('refuses the synchronous mode for a binary in an initial chunk, without a deprecation warning', () => {
    expect(sync.result.code).not.toBe(0);
    guide.expectShownLines('--experiments-sync-web-assembly --no-experiments-async-web-assembly\n', sync.result.output);
    expect(sync.result.output).toContain('* ./src/node.js --> ./src/report.js --> ./src/math.wasm');
    expect(sync.result.output).not.toMatch(/WARNING|deprecat/i);
  });

  it('npm run serve shows the results in Chromium, with the binary sent as application/wasm', async () => {
    const { port, server } = devServer;
    const { page, problems } = await openPage();
    // Browsers ask for a favicon that the project does not have.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const wasmResponse = page.waitForResponse((response) => response.url().endsWith('.wasm'));
    await page.goto(`http://localhost:${port}/`);
    await page.locator('li').nth(1).waitFor();
    expect(await page.locator('li').allTextContents()).toEqual(['add(2, 3) = 5', 'scale(4) = 40']);
    const response = await wasmResponse;
    expect(response.url()).toBe(`http://localhost:${port}/${wasmName}`);
    expect(response.headers()['content-type']).toBe('application/wasm');
    expect(guide.text).toContain(`then \`${wasmName}\`, which the server sent`);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    await server.stop();
  });

  it('falls back, with a warning, when the binary comes with another media type; fails without the fallback', async () => {
    const wrongType = (page: Awaited<ReturnType<typeof openPage>>['page']) =>
      page.route('**/*.wasm', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
      });
    const [shownWarning] = guide.shownOutputAfter('logs a warning that starts with');
    expect(shownWarning!.startsWith(STREAMING_WARNING)).toBe(true);

    const withFallback = await serveFolder(main.project.path('dist/browser'));
    const first = await openPage();
    const warnings: string[] = [];
    first.page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await wrongType(first.page);
    await first.page.goto(`${withFallback.origin}/`);
    await first.page.locator('li').nth(1).waitFor();
    expect(await first.page.locator('li').allTextContents()).toEqual(['add(2, 3) = 5', 'scale(4) = 40']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.startsWith(shownWarning!)).toBe(true);
    expect(first.problems).toEqual([]);

    const bundle = await probe.project.read('probe/no-fallback/main.js');
    expect(bundle).not.toContain(STREAMING_WARNING);
    expect(bundle).toContain('instantiateStreaming');
    const withoutFallback = await serveFolder(probe.project.path('probe/no-fallback'));
    const second = await openPage();
    await wrongType(second.page);
    await second.page.goto(`${withoutFallback.origin}/`);
    await expect.poll(() => second.problems).toHaveLength(1);
    const error = "Failed to execute 'compile' on 'WebAssembly': Incorrect response MIME type. Expected 'application/wasm'.";
    expect(second.problems[0]).toContain(error);
    expect(guide.text).toContain(`\`${error}\``);
    expect(await second.page.locator('li').count()).toBe(0);
  });
});

