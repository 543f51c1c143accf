import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, ROOT, serveFolder, type RunResult } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = readFileSync(join(ROOT, 'content/guides/asset-management.md'), 'utf8');

/** The `asset <name>` lines of the build output the guide shows: name and source file. */
function shownAssets(): Map<string, string | undefined> {
  const at = guide.indexOf('npm run build\n');
  expect(at).toBeGreaterThan(-1);
  const block = /```text\n([\s\S]*?)```/.exec(guide.slice(at))![1]!;
  const assets = new Map<string, string | undefined>();
  for (const match of block.matchAll(/asset (\S+) [\d.]+ (?:bytes|KiB) .*?(?:\[from: ([^\]]+)\])?(?: \(|$)/gm)) {
    assets.set(match[1]!, match[2]);
  }
  return assets;
}

const copyProject = (name: string) => ExampleProject.copy(name);

describe('Asset Management', () => {
  let project: ExampleProject;
  let build: RunResult;
  beforeAll(async () => {
    project = await copyProject('asset-management');
    // A leftover from an earlier build, which output.clean must remove, and a picture nothing imports.
    await mkdir(project.path('dist'));
    await writeFile(project.path('dist/0123456789abcdef0123.png'), 'stale');
    await writeFile(project.path('src/images/unused.png'), 'not referenced by any module');
    build = await project.run('build');
  });

  it('removes files of earlier builds and emits no unused picture', async () => {
    expect(build.code).toBe(0);
    const files = await project.files();
    expect(files).not.toContain('0123456789abcdef0123.png');
    expect(files.filter((file) => file.endsWith('.png'))).toHaveLength(2);
    expect(build.output).not.toContain('unused.png');
  });

  it('emits the images and the font under the content-hash names the guide shows, and no CSS file', async () => {
    expect(build.code).toBe(0);
    const shown = shownAssets();
    // The shown output names the three asset files and their sources, plus main.js and index.html.
    expect([...shown.values()].filter(Boolean).sort()).toEqual(['src/fonts/blocky.woff2', 'src/images/icon.png', 'src/images/pattern.png']);
    expect(await project.files()).toEqual([...shown.keys()].sort());
    for (const [name, from] of shown) {
      const line = build.output.split('\n').find((text) => text.includes(`asset ${name} `));
      expect(line, name).toBeDefined();
      if (from) expect(line).toContain(`[from: ${from}]`);
      if (from) expect(name).toMatch(/^[0-9a-f]{20}\.(png|woff2)$/);
    }
    expect((await project.files()).some((file) => file.endsWith('.css'))).toBe(false);
  });

  it('puts the CSS and the data into main.js, leaving out the unused JSON property', async () => {
    const bundle = await project.read('dist/main.js');
    expect(bundle).toContain("font-family: 'Blocky'");
    // CSV and YAML arrive as parsed data, not as text: no header row, no YAML comment.
    expect(bundle).toContain('"version":"1.1.0","date":"2025-05-12","notes":"Dark theme"');
    expect(bundle).not.toContain('version,date,notes');
    expect(bundle).toContain('"title":"Loaders"');
    expect(bundle).not.toContain('Further reading');
    // JSON: the used properties are in, the unused one was dropped in production.
    expect(bundle).toContain('CSS, images, fonts and data, all bundled by webpack.');
    expect(await project.read('src/data/site.json')).toContain('never used');
    expect(bundle).not.toContain('never used');
  });

  it('without a rule for .css, experiments.css "auto" writes main.css and html-webpack-plugin links it', async () => {
    const variant = await copyProject('asset-management');
    await writeFile(
      variant.path('webpack.native-css.js'),
      `import config from './webpack.config.js';
export default {
  ...config,
  module: { ...config.module, rules: config.module.rules.filter((rule) => !rule.test.test('style.css')) },
};
`,
    );
    const result = await variant.npx('webpack', ['--config', 'webpack.native-css.js']);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset main\.css [\d.]+ (?:bytes|KiB) \[emitted\]/);
    expect(await variant.files()).toContain('main.css');
    expect(await variant.read('dist/index.html')).toMatch(/<link href=main\.css rel=stylesheet>/);
    const css = await variant.read('dist/main.css');
    expect(css).toContain('font-family:Blocky');
    // With the loaders, the same CSS is in main.js instead (see above); here it is not.
    expect(await variant.read('dist/main.js')).not.toContain('Blocky');
  });

  it('rejects a named import from a JSON file with the message shown, unless namedExports is on', async () => {
    const variant = await copyProject('asset-management');
    await writeFile(variant.path('src/named.js'), "import { title } from './data/site.json';\ndocument.title = title;\n");
    const write = (file: string, json: string) =>
      writeFile(
        variant.path(file),
        `import config from './webpack.config.js';
export default { ...config, entry: './src/named.js', plugins: [], module: { ...config.module, parser: { json: ${json} } } };
`,
      );
    await write('webpack.named.js', '{}');
    await write('webpack.named-exports.js', '{ namedExports: true }');
    const message = /"(Can't import the named export 'title'[^"]+)"/.exec(guide)![1]!;
    const rejected = await variant.npx('webpack', ['--config', 'webpack.named.js']);
    expect(rejected.code).not.toBe(0);
    expect(rejected.output).toContain(message);
    const allowed = await variant.npx('webpack', ['--config', 'webpack.named-exports.js']);
    expect(allowed.code).toBe(0);
    expect(allowed.output).not.toContain("Can't import");
    expect(guide).toContain('namedExports: true');
  });

  it('shows the page in Chromium: CSS applied, font and images loaded, data rendered', async () => {
    const shown = [...shownAssets()].filter(([, from]) => from);
    const nameOf = (source: string) => shown.find(([, from]) => from === source)![0];
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await page.locator('h1').waitFor();
    await page.evaluate(() => document.fonts.ready);

    const styles = await page.evaluate(() => {
      const heading = getComputedStyle(document.querySelector('h1')!);
      const banner = getComputedStyle(document.querySelector('.banner')!);
      return {
        headingFont: heading.fontFamily,
        headingColor: heading.color,
        bannerImage: banner.backgroundImage,
        bannerColor: banner.backgroundColor,
        bannerDisplay: banner.display,
        styleTags: [...document.querySelectorAll('head style')].filter((tag) => tag.textContent!.includes('.banner')).length,
        blocky: [...document.fonts].filter((font) => font.family.replaceAll('"', '') === 'Blocky').map((font) => font.status),
      };
    });
    expect(styles.headingFont).toBe('Blocky, monospace');
    expect(styles.headingColor).toBe('rgb(29, 120, 193)');
    expect(styles.bannerDisplay).toBe('flex');
    expect(styles.bannerColor).toBe('rgb(235, 246, 253)');
    expect(styles.bannerImage).toBe(`url("${origin}/${nameOf('src/images/pattern.png')}")`);
    expect(styles.styleTags).toBe(1);
    expect(styles.blocky).toEqual(['loaded']);

    const icon = await page.evaluate(() => {
      const image = document.querySelector('img')!;
      return { src: image.src, width: image.naturalWidth, complete: image.complete };
    });
    expect(icon).toEqual({ src: `${origin}/${nameOf('src/images/icon.png')}`, width: 64, complete: true });
    for (const source of ['src/images/icon.png', 'src/images/pattern.png', 'src/fonts/blocky.woff2']) {
      expect(requests).toContain(`/${nameOf(source)}`);
    }

    await expect(page.locator('h1').textContent()).resolves.toBe('Asset Management');
    await expect(page.locator('#releases li').allTextContents()).resolves.toEqual([
      '1.0.0 (2025-03-01): First release',
      '1.1.0 (2025-05-12): Dark theme',
      '1.2.0 (2025-09-30): Offline support',
    ]);
    await expect(page.locator('#links a').allTextContents()).resolves.toEqual(['Concepts', 'Loaders']);
    expect(problems).toEqual([]);
  });
});
