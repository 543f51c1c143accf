import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExampleProject, EXAMPLES, freePort, serveFolder } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

/** A fresh copy of the example; `ExampleProject.copy` removes it when the test ends (through `cleanUp`). */
function copy(): Promise<ExampleProject> {
  return ExampleProject.copy('development');
}


const compilations = (output: string) => output.match(/webpack [\d.]+ compiled successfully/g)?.length ?? 0;

interface SourceMap {
  version: number;
  file: string;
  sources: string[];
  sourcesContent?: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes the `mappings` of a source map: per generated line, [column, source, line, column] (all 0-based). */
function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = [];
  const state = [0, 0, 0, 0];
  for (const line of mappings.split(';')) {
    state[0] = 0; // the generated column restarts on every line; the other fields carry on
    const segments: number[][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      fields.forEach((delta, at) => (state[at]! += delta));
      segments.push(state.slice(0, fields.length));
    }
    lines.push(segments);
  }
  return lines;
}

/** Where a position of the bundle (line from 1, column from 0) came from, as the source map says. */
function originalPosition(map: SourceMap, line: number, column: number): { source: string; line: number } {
  const segment = decodeMappings(map.mappings)[line - 1]!
    .filter((candidate) => candidate.length >= 4 && candidate[0]! <= column)
    .at(-1);
  if (!segment) throw new Error(`no mapping at ${line}:${column}`);
  return { source: map.sources[segment[1]!]!, line: segment[2]! + 1 };
}

/** 1-based line (and 0-based column) of the first occurrence of `text`. */
function locate(code: string, text: string): { line: number; column: number } {
  const lines = code.split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  expect(line, `"${text}" is in the code`).toBeGreaterThanOrEqual(0);
  return { line: line + 1, column: lines[line]!.indexOf(text) };
}

describe('Development', () => {
  it('source-map writes main.js.map, which maps bundle lines back to the right source file and line', async () => {
    const project = await copy();
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.js [\d.]+ KiB \[emitted\] \(name: main\) 1 related asset/);
    expect(await project.files()).toEqual(['index.html', 'main.js', 'main.js.map']);

    const bundle = await project.read('dist/main.js');
    expect(bundle.trimEnd().endsWith('//# sourceMappingURL=main.js.map')).toBe(true);
    const map = JSON.parse(await project.read('dist/main.js.map')) as SourceMap;
    expect(map).toMatchObject({ version: 3, file: 'main.js' });
    expect(map.sources).toEqual(expect.arrayContaining(['webpack://development/./src/index.js', 'webpack://development/./src/cart.js']));

    const cases = [
      { file: 'src/cart.js', text: "throw new Error('Every item needs a price')" },
      { file: 'src/cart.js', text: 'sum.toFixed(2)' },
      { file: 'src/index.js', text: 'total.textContent =' },
    ];
    for (const { file, text } of cases) {
      const source = await readFile(join(EXAMPLES, 'development', file), 'utf8');
      const generated = locate(bundle, text);
      const original = locate(source, text);
      // The bundle puts the code somewhere else entirely; the map knows where it came from.
      expect(generated.line).not.toBe(original.line);
      expect(originalPosition(map, generated.line, generated.column)).toEqual({
        source: `webpack://development/./${file}`,
        line: original.line,
      });
    }
    // The original code travels with the map, so the browser can show it.
    expect(map.sourcesContent?.[map.sources.indexOf('webpack://development/./src/cart.js')]).toBe(
      await readFile(join(EXAMPLES, 'development/src/cart.js'), 'utf8'),
    );

    // An ordinary page load (no developer tools) does not download the map.
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page: tab, problems } = await openPage();
    await tab.goto(`${origin}/`);
    await expect(tab.locator('#total').textContent()).resolves.toBe('Total: 5.75 EUR');
    expect(problems).toEqual([]);
    expect(requests).toContain('/main.js');
    expect(requests).not.toContain('/main.js.map');
  });

  it('other devtool values: eval variants keep their maps inside the bundle, hidden- drops the comment', async () => {
    const project = await copy();
    const evalBuild = await project.run('build', ['--devtool', 'eval-cheap-module-source-map']);
    expect(evalBuild.code).toBe(0);
    expect(await project.files()).toEqual(['index.html', 'main.js']);
    const evalBundle = await project.read('dist/main.js');
    expect(evalBundle).toContain('eval(');
    expect(evalBundle).toContain('sourceMappingURL=data:application/json;charset=utf-8;base64,');

    const hidden = await project.run('build', ['--devtool', 'hidden-source-map']);
    expect(hidden.code).toBe(0);
    expect(await project.files()).toEqual(['index.html', 'main.js', 'main.js.map']);
    expect(await project.read('dist/main.js')).not.toContain('sourceMappingURL');
  });

  it('watch mode rebuilds when a source file changes, rebuilding only that module', async () => {
    const project = await copy();
    const watch = project.start('watch');
    await watch.waitFor((output) => compilations(output) === 1, 'the first build');
    expect(await project.read('dist/main.js')).toContain('`Total: ');
    const first = watch.output.length;

    const entry = project.path('src/index.js');
    await writeFile(entry, (await readFile(entry, 'utf8')).replace('`Total: ', '`Sum: '));
    await watch.waitFor((output) => compilations(output) === 2, 'the rebuild');
    const rebuild = watch.output.slice(first);
    expect(rebuild).toMatch(/cached modules \d+ bytes \[cached\] 1 module/);
    expect(rebuild).toMatch(/\.\/src\/index\.js \d+ bytes \[built\] \[code generated\]/);
    expect(rebuild).not.toContain('./src/cart.js');
    // The unchanged page is not written again.
    expect(rebuild).toMatch(/assets by status \d+ bytes \[cached\] 1 asset/);
    expect(rebuild).not.toMatch(/asset index\.html/);
    const bundle = await project.read('dist/main.js');
    expect(bundle).toContain('`Sum: ');
    expect(bundle).not.toContain('`Total: ');
    await watch.stop();
  });

  it('webpack serve compiles into memory and serves the page, the bundle and its map', async () => {
    const project = await copy();
    const port = await freePort();
    const server = project.start('serve', ['--port', String(port)]);
    await server.waitFor((output) => compilations(output) === 1, 'the dev server build');
    expect(server.output).toContain('[webpack-dev-server] Project is running at:');
    expect(server.output).toContain(`Loopback: http://localhost:${port}/`);
    const origin = `http://127.0.0.1:${port}`;

    const bundle = await fetch(`${origin}/main.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    const code = await bundle.text();
    expect(code).toContain("throw new Error('Every item needs a price')");
    // The server adds its client (live reload and hot updates) and webpack's hot-update code to the entry.
    expect(code).toContain('webpack-dev-server/client');
    expect(code).toContain('webpack/hot/dev-server.js');
    expect(server.output).toMatch(/asset main\.js \d{3} KiB \[emitted\] \(name: main\) 1 related asset/);

    const map = (await (await fetch(`${origin}/main.js.map`)).json()) as SourceMap;
    expect(map.sources).toContain('webpack://development/./src/cart.js');

    const page = await (await fetch(`${origin}/`)).text();
    expect(page).toContain('<title>Development</title>');
    expect(page).toContain('<script defer src="main.js"></script>');

    const { page: tab, problems } = await openPage();
    // Browsers ask for a favicon that the example does not have; that is not a problem of the example.
    await tab.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await tab.goto(`${origin}/`);
    await expect(tab.locator('#total').textContent()).resolves.toBe('Total: 5.75 EUR');

    // Saving a change updates the open page by itself (these modules accept no hot update: a full reload).
    const entry = project.path('src/index.js');
    await writeFile(entry, (await readFile(entry, 'utf8')).replace('`Total: ', '`Sum: '));
    await server.waitFor((output) => compilations(output) === 2, 'the rebuild');
    await tab.waitForFunction(() => document.querySelector('#total')?.textContent === 'Sum: 5.75 EUR', undefined, {
      timeout: 15_000,
    });
    expect(problems).toEqual([]);
    await tab.close();

    // Served from memory: nothing was written to output.path.
    expect(existsSync(project.path('dist'))).toBe(false);
    await server.stop();
  });

  it('server.js serves the bundle through webpack-dev-middleware and leaves other URLs to the server', async () => {
    const project = await copy();
    const port = await freePort();
    const server = project.start('server', [], { PORT: String(port) });
    await server.waitFor((output) => compilations(output) === 1, 'the middleware build');
    expect(server.output).toContain(`Listening on http://localhost:${port}/`);
    const origin = `http://127.0.0.1:${port}`;

    const bundle = await fetch(`${origin}/main.js`);
    expect(bundle.status).toBe(200);
    const code = await bundle.text();
    expect(code).toContain('function formatTotal(items)');
    expect(code).not.toContain('webpack-dev-server/client');

    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script defer src="main.js"></script>');

    const missing = await fetch(`${origin}/api/cart`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Nothing at /api/cart\n');

    expect(existsSync(project.path('dist'))).toBe(false);
    await server.stop();
  });
});
