import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

const DEV_TEXT = 'Development build: checking prices for mistakes.';

async function built(project: ExampleProject, extension: string): Promise<string> {
  const file = (await project.files('dist')).find((name) => name.endsWith(extension));
  expect(file, `a ${extension} file in dist`).toBeDefined();
  return file!;
}

describe('Production', () => {
  it('builds minified, hashed JavaScript without the development-only branch, and extracted, minified CSS', async () => {
    const project = await ExampleProject.copy('production');
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.[0-9a-f]{20}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: main\) 1 related asset/);
    expect(result.output).toMatch(/asset main\.[0-9a-f]{20}\.css \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: main\) 1 related asset/);
    expect(result.output).toMatch(/asset index\.html \d+ bytes \[emitted\] \[minimized\]/);
    expect(result.output).toMatch(/webpack [\d.]+ compiled successfully/);
    // The lines quoted in the guide.
    expect(result.output).toContain('asset main.653175259c5b4dcfcb9d.js 399 bytes [emitted] [immutable] [minimized] (name: main) 1 related asset');
    expect(result.output).toContain('asset main.f89baa30caed936d05b8.css 260 bytes [emitted] [immutable] [minimized] (name: main) 1 related asset');
    expect(result.output).toContain('Entrypoint main 659 bytes (2.39 KiB) = main.f89baa30caed936d05b8.css 260 bytes main.653175259c5b4dcfcb9d.js 399 bytes 2 auxiliary assets');

    const files = await project.files('dist');
    expect(files).toHaveLength(5);
    expect(files).toContain('index.html');
    for (const pattern of [/^main\.[0-9a-f]{20}\.js$/, /^main\.[0-9a-f]{20}\.js\.map$/, /^main\.[0-9a-f]{20}\.css$/, /^main\.[0-9a-f]{20}\.css\.map$/]) {
      expect(files.some((file) => pattern.test(file)), String(pattern)).toBe(true);
    }

    const jsFile = await built(project, '.js');
    const js = await project.read(`dist/${jsFile}`);
    expect(js).toBe(
      '(()=>{"use strict";function e(e){return`$${(e/100).toFixed(2)}`}const t=[{name:"Notebook",cents:450},{name:"Pencil",cents:120},{name:"Eraser",cents:95}],n=document.createElement("ul");n.className="price-list";for(const c of t){const t=document.createElement("li");t.textContent=`${c.name}: ${e(c.cents)}`,n.append(t)}document.body.append(n)})();\n' +
        '//# sourceMappingURL=main.653175259c5b4dcfcb9d.js.map',
    );
    const jsLines = js.split('\n');
    // One line of code, then the source map comment.
    expect(jsLines).toHaveLength(2);
    expect(jsLines[0]).toMatch(/^\(\(\)=>\{"use strict";/);
    expect(jsLines[1]).toBe(`//# sourceMappingURL=${jsFile}.map`);
    expect(js).toContain('Notebook');
    // The dev-only branch and the NODE_ENV check are gone.
    expect(js).not.toContain('Development build');
    expect(js).not.toContain('console.warn');
    expect(js).not.toContain('process.env');
    expect(js).not.toContain('NODE_ENV');
    // No CSS inside the JavaScript.
    expect(js).not.toContain('border-bottom');
    // devtool: 'source-map': the map carries the original modules.
    const jsMap = JSON.parse(await project.read(`dist/${jsFile}.map`)) as { sourcesContent?: string[] };
    expect(jsMap.sourcesContent?.join('')).toContain(DEV_TEXT);

    const cssFile = await built(project, '.css');
    const css = await project.read(`dist/${cssFile}`);
    expect(css).toMatch(/^body\{font-family:system-ui,sans-serif;margin:2rem\}\.price-list\{/);
    expect(css).toContain('.price-list li{padding:.25rem 0;border-bottom:1px solid #ddd}');
    expect(css).not.toContain('/* Layout');
    expect(css).toBe(
      'body{font-family:system-ui,sans-serif;margin:2rem}.price-list{padding-left:0;list-style:none}.price-list li{padding:.25rem 0;border-bottom:1px solid #ddd}.dev-banner{background-color:#fea;padding:.5rem}\n\n' +
        '/*# sourceMappingURL=main.f89baa30caed936d05b8.css.map*/',
    );
    expect(css).toContain(`/*# sourceMappingURL=${cssFile}.map*/`);

    const html = await project.read('dist/index.html');
    expect(html).toContain(`<script defer src=${jsFile}></script>`);
    expect(html).toContain(`<link href=${cssFile} rel=stylesheet>`);

    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await expect(page.locator('li').count()).resolves.toBe(3);
    await expect(page.locator('li').first().textContent()).resolves.toBe('Notebook: $4.50');
    // Styled by the extracted file, not by a <style> tag.
    await expect(page.locator('li').first().evaluate((li) => getComputedStyle(li).borderBottomColor)).resolves.toBe('rgb(221, 221, 221)');
    await expect(page.locator('style').count()).resolves.toBe(0);
    await expect(page.locator('.dev-banner').count()).resolves.toBe(0);
    expect(requests).toContain(`/${cssFile}`);
    expect(problems).toEqual([]);
  });

  it('keeps the development-only branch in the development build', async () => {
    const project = await ExampleProject.copy('production');
    const result = await project.run('build:dev');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.js [\d.]+ KiB \[emitted\] \(name: main\)/);
    expect(await project.files('dist')).toEqual(['index.html', 'main.js']);
    expect(await project.read('dist/main.js')).toContain(DEV_TEXT);

    const { origin } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await expect(page.locator('.dev-banner').textContent()).resolves.toBe(DEV_TEXT);
    await expect(page.locator('li').count()).resolves.toBe(3);
    // style-loader injected the CSS.
    await expect(page.locator('li').first().evaluate((li) => getComputedStyle(li).borderBottomColor)).resolves.toBe('rgb(221, 221, 221)');
    expect(problems).toEqual([]);
  });

  it('writes the source maps the devtool table describes', async () => {
    const devtools = ['hidden-source-map', 'nosources-source-map', 'hidden-nosources-source-map'] as const;
    const projects = await Promise.all(devtools.map(() => ExampleProject.copy('production')));
    const results = await Promise.all(projects.map((project, at) => project.run('build', ['--devtool', devtools[at]!])));
    for (const result of results) expect(result.code).toBe(0);
    const [hidden, nosources, hiddenNosources] = projects as [ExampleProject, ExampleProject, ExampleProject];

    for (const project of projects) {
      expect((await project.files('dist')).filter((file) => file.endsWith('.map'))).toHaveLength(2);
    }
    // hidden-*: nothing points to the maps.
    for (const project of [hidden, hiddenNosources]) {
      for (const extension of ['.js', '.css']) {
        expect(await project.read(`dist/${await built(project, extension)}`)).not.toContain('sourceMappingURL');
      }
    }
    // hidden-source-map still carries the code.
    const hiddenMap = JSON.parse(await hidden.read(`dist/${await built(hidden, '.js.map')}`)) as { sourcesContent?: string[] };
    expect(hiddenMap.sourcesContent?.join('')).toContain(DEV_TEXT);

    // nosources-*: file names, no code; nosources-source-map keeps the comment.
    const nosourcesJs = await built(nosources, '.js');
    expect(await nosources.read(`dist/${nosourcesJs}`)).toContain(`//# sourceMappingURL=${nosourcesJs}.map`);
    for (const project of [nosources, hiddenNosources]) {
      const map = JSON.parse(await project.read(`dist/${await built(project, '.js.map')}`)) as { sources: string[]; sourcesContent?: string[] };
      expect(map.sourcesContent).toBeUndefined();
      expect(map.sources.join(' ')).toContain('./src/index.js');
    }
  });

  it("removes the development-only branch before minifying, stops minifying JavaScript without '...', and leaves extracted CSS alone without the CSS minimizer", async () => {
    const [noDefaults, noCss, unminified] = await Promise.all([
      ExampleProject.copy('production'),
      ExampleProject.copy('production'),
      ExampleProject.copy('production'),
    ]);
    const config = await readFile(noDefaults.path('webpack.prod.js'), 'utf8');
    expect(config).toContain("      '...',\n");
    expect(config).toContain('      new TerserPlugin({ test: /\\.css$/i, minify: TerserPlugin.esbuildMinifyCss }),\n');
    await writeFile(noDefaults.path('webpack.prod.js'), config.replace("      '...',\n", ''));
    await writeFile(noCss.path('webpack.prod.js'), config.replace('      new TerserPlugin({ test: /\\.css$/i, minify: TerserPlugin.esbuildMinifyCss }),\n', ''));
    const [noDefaultsResult, noCssResult, unminifiedResult] = await Promise.all([
      noDefaults.run('build'),
      noCss.run('build'),
      unminified.run('build', ['--no-optimization-minimize']),
    ]);
    expect(noDefaultsResult.code).toBe(0);
    expect(noCssResult.code).toBe(0);
    expect(unminifiedResult.code).toBe(0);

    // Not minified, yet the development-only block is already gone: webpack dropped the dead branch itself.
    const unminifiedJs = await unminified.read(`dist/${await built(unminified, '.js')}`);
    expect(unminifiedJs).toContain('function formatPrice(cents)');
    expect(unminifiedJs).toContain('if (false) // removed by dead control flow');
    expect(unminifiedJs).not.toContain(DEV_TEXT);
    // Only the source comment still mentions process.env; the condition was replaced.
    expect(unminifiedJs).not.toContain("if (process.env.NODE_ENV !== 'production')");

    expect(noDefaultsResult.output).toMatch(/asset main\.[0-9a-f]{20}\.js [\d.]+ (bytes|KiB) \[emitted\] \[immutable\] \(name: main\)/);
    const js = await noDefaults.read(`dist/${await built(noDefaults, '.js')}`);
    expect(js.split('\n').length).toBeGreaterThan(10);

    expect(noCssResult.output).toMatch(/asset main\.[0-9a-f]{20}\.css \d+ bytes \[emitted\] \[immutable\] \(name: main\)/);
    const css = await noCss.read(`dist/${await built(noCss, '.css')}`);
    expect(css).toContain('/* Layout for the price list. */');
    expect(css).toContain('body {\n  font-family: system-ui, sans-serif;');
  });
});
