import { readFileSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, ExampleProject, ROOT, serveFolder, type RunResult } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = readFileSync(join(ROOT, 'content/guides/asset-modules.md'), 'utf8');
const source = (file: string) => readFile(join(EXAMPLES, 'asset-modules', file));

/** The lines of the first ```text fence after `marker` in the guide. */
function shownOutputAfter(marker: string): string[] {
  const at = guide.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  return /```text\n([\s\S]*?)```/.exec(guide.slice(at))![1]!.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Every line the guide shows is in what the command printed. Skipped: `...` and npm's `> ` header
 * (the test runs npm with --silent); the build time may differ.
 */
function expectShownLines(shown: string[], output: string): void {
  const lines = shown.filter((line) => !line.startsWith('>') && line.trim() !== '...');
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines) {
    const timed = /^(.* compiled successfully in )\d+ ms$/.exec(line);
    if (timed) expect(output).toContain(timed[1]);
    else expect(output).toContain(line.trim());
  }
}

/** `asset <name>` entries of a shown build output. */
const assetNames = (lines: string[]) => lines.flatMap((line) => /^\s*asset (\S+) /.exec(line)?.[1] ?? []);

/** Every data URL in a bundle. */
const dataUrls = (bundle: string) => [...bundle.matchAll(/"(data:[^"]+)"/g)].map((match) => match[1]!);

/** The printed size of main.js. */
const mainSize = (output: string) => /asset main\.js (\S+ KiB) /.exec(output)?.[1];

interface Built {
  project: ExampleProject;
  result: RunResult;
}

/** A fresh copy of the project, changed by `change`, then built by `build`. */
async function built(
  change: ((project: ExampleProject) => Promise<unknown>) | undefined,
  build: (project: ExampleProject) => Promise<RunResult>,
): Promise<Built> {
  const project = await ExampleProject.copy('asset-modules');
  await change?.(project);
  return { project, result: await build(project) };
}

const truncatePhoto = (bytes: number) => async (project: ExampleProject) =>
  writeFile(project.path('src/images/photo.png'), (await source('src/images/photo.png')).subarray(0, bytes));

/** Not shown in the guide: an entry that exposes what the guide says about rules, attributes and names. */
const PROBE = `import photoUrl from './images/photo.png';
import badgeAsText from './images/badge.png' with { type: 'text' };
import landscapeBytes from './images/landscape.jpg' with { type: 'bytes' };
globalThis.result = {
  photoUrl,
  badgeAsText,
  landscapeBytes,
  badgeUrl: new URL('./images/badge.png', import.meta.url).href,
  landscapeUrl: new URL('./images/landscape.jpg?v=2#top', import.meta.url).href,
};
`;

describe('Asset Modules', () => {
  // The builds are independent, each in its own copy: run them side by side.
  let main: Built;
  let raised: Built;
  let at8096: Built;
  let at8097: Built;
  let failed: Built;
  let probe: Built;
  let bundle: string;
  beforeAll(async () => {
    [main, raised, at8096, at8097, failed, probe] = await Promise.all([
      built(undefined, (project) => project.run('build')),
      built(undefined, (project) => project.run('build', ['--module-parser-asset-data-url-condition-max-size', '16384'])),
      built(truncatePhoto(8096), (project) => project.npx('webpack')),
      built(truncatePhoto(8097), (project) => project.npx('webpack')),
      built(
        (project) => appendFile(project.path('src/index.js'), "import landscape from './images/landscape.jpg';\nconsole.log(landscape);\n"),
        (project) => project.run('build'),
      ),
      built(
        (project) => writeFile(project.path('src/index.js'), PROBE),
        (project) => project.npx('webpack', ['--output-asset-module-filename', '[path][name].[hash]-[contenthash][ext][query][fragment]']),
      ),
    ]);
    bundle = await main.project.read('dist/main.js');
  });

  it('emits the resource files under the names the guide shows', async () => {
    expect(main.result.code).toBe(0);
    const shown = shownOutputAfter('npm run build\n');
    const names = assetNames(shown);
    expect(names).toEqual([
      expect.stringMatching(/^assets\/photo\.[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^assets\/landscape\.[0-9a-f]{8}\.jpg$/),
      'fonts/blocky.woff2',
      'main.js',
      'index.html',
    ]);
    expect(await main.project.files()).toEqual([...names].sort());
    // Each shown line is what the build printed (sizes, flags and source included).
    expectShownLines(shown, main.result.output);
  });

  it('inlines the small PNG as base64 and the SVG with the custom data URL, and bundles the text files as strings', async () => {
    const urls = dataUrls(bundle);
    const badge = await source('src/images/badge.png');
    expect(urls).toContain(`data:image/png;base64,${badge.toString('base64')}`);
    const svg = urls.find((url) => url.startsWith('data:image/svg+xml,'));
    expect(svg).toBeDefined();
    expect(svg).not.toContain('base64');
    expect(svg).not.toContain('<!--');
    expect(svg).toMatch(/^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' width='96'/);
    const logo = await source('src/images/logo.svg');
    // The sizes the guide compares: the file, the custom data URL and the base64 default.
    const stated = /For `logo\.svg`, (\d+) bytes on disk, this gives a data URL of (\d+) characters instead of (\d+)/.exec(guide);
    expect(stated).not.toBeNull();
    expect(stated!.slice(1).map(Number)).toEqual([
      logo.length,
      svg!.length,
      `data:image/svg+xml;base64,${logo.toString('base64')}`.length,
    ]);
    expect(svg!.length).toBeLessThan(Number(stated![3]));
    for (const [file, size] of [['badge.png', 152], ['photo.png', 11909]] as const) {
      expect((await source(`src/images/${file}`)).length).toBe(size);
      expect(guide).toContain(`| \`src/images/${file}\` | ${size.toLocaleString('en-US')} bytes |`);
    }
    expect(urls).toHaveLength(2);

    // asset/source and `with { type: 'text' }`: the text itself.
    // (The minifier joins the two strings into one literal, so compare their escaped text.)
    const escaped = async (file: string) => JSON.stringify((await source(file)).toString('utf8')).slice(1, -1);
    expect(bundle).toContain(await escaped('src/notes.txt'));
    expect(bundle).toContain(await escaped('src/changelog.md'));
    expect(bundle).not.toContain('notes.txt');
  });

  it('switches a PNG from data URL to file above 8096 bytes', async () => {
    expect((await source('src/images/photo.png')).length).toBeGreaterThan(8096);
    const photoFiles = async (project: ExampleProject) =>
      (await project.files()).filter((file) => file.startsWith('assets/photo.'));

    expect(at8096.result.code).toBe(0);
    expect(await photoFiles(at8096.project)).toEqual([]);
    const pngUrls = dataUrls(await at8096.project.read('dist/main.js')).filter((url) => url.startsWith('data:image/png;base64,'));
    expect(pngUrls).toHaveLength(2);

    expect(at8097.result.code).toBe(0);
    expect(await photoFiles(at8097.project)).toHaveLength(1);
    expect(guide).toContain('The default limit is 8096 bytes.');
  });

  it('inlines the photo too with the max size flag the guide shows', async () => {
    expect(raised.result.code).toBe(0);
    expect(await raised.project.files()).toEqual([
      expect.stringMatching(/^assets\/landscape\.[0-9a-f]{8}\.jpg$/),
      'fonts/blocky.woff2',
      'index.html',
      'main.js',
    ]);
    const shown = shownOutputAfter('npm run build -- --module-parser-asset-data-url-condition-max-size 16384\n');
    expect(assetNames(shown)).not.toContainEqual(expect.stringMatching(/photo/));
    expectShownLines(shown, raised.result.output);
    const photo = await source('src/images/photo.png');
    expect(dataUrls(await raised.project.read('dist/main.js'))).toContain(`data:image/png;base64,${photo.toString('base64')}`);
    // The sizes the prose compares.
    expect(guide).toContain(`has grown from ${mainSize(main.result.output)} to ${mainSize(raised.result.output)}`);
  });

  it('fails to import a file that no rule claims, which new URL() handles by default', () => {
    expect(failed.result.code).toBe(1);
    expectShownLines(shownOutputAfter('An `import` of the same file would fail'), failed.result.output);
  });

  it('lets rules win over import attributes and new URL(), gives bytes and fills in the placeholders', async () => {
    expect(probe.result.code).toBe(0);
    const files = await probe.project.files();

    // [hash] and [contenthash] are the same 20 characters; [contenthash:8] is their start. [path] is the folder.
    const photo = files.find((file) => file.includes('photo.'))!;
    const [, hash, contenthash] = /^src\/images\/photo\.([0-9a-f]{20})-([0-9a-f]{20})\.png$/.exec(photo)!;
    expect(hash).toBe(contenthash);
    expect(hash!.slice(0, 8)).toBe(/assets\/photo\.([0-9a-f]{8})\.png/.exec(guide)![1]);
    expect(guide).toMatch(/\| `\[path\]` \|[^\n]*: `src\/images\/` \|/);

    const document = { baseURI: 'http://localhost/', currentScript: { tagName: 'SCRIPT', src: 'http://localhost/main.js' } };
    const sandbox: { result?: Record<string, unknown> } = { URL, document } as never;
    runInNewContext(await probe.project.read('dist/main.js'), sandbox);
    const result = sandbox.result!;
    expect(result.photoUrl).toBe(`http://localhost/${photo}`);

    // The `asset` rule for .png wins over `with { type: 'text' }` and applies to new URL(): both inline the badge.
    const badge = `data:image/png;base64,${(await source('src/images/badge.png')).toString('base64')}`;
    expect(result.badgeAsText).toBe(badge);
    expect(result.badgeUrl).toBe(badge);

    // `with { type: 'bytes' }` without a rule: asset/bytes, a Uint8Array of the file.
    expect(Object.prototype.toString.call(result.landscapeBytes)).toBe('[object Uint8Array]');
    expect(Buffer.from(result.landscapeBytes as Uint8Array).equals(await source('src/images/landscape.jpg'))).toBe(true);

    // [query] and [fragment] come from the request: in the URL, not in the file written.
    const landscape = files.find((file) => file.includes('landscape.'))!;
    expect(landscape).toMatch(/^src\/images\/landscape\.[0-9a-f]{20}-[0-9a-f]{20}\.jpg$/);
    expect(result.landscapeUrl).toBe(`http://localhost/${landscape}?v=2#top`);
  });

  it('shows every asset in Chromium: files, data URLs, the font and the text', async () => {
    const { project } = main;
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/`);
    await page.locator('#notes').waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => document.fonts.ready);

    const images = await page.evaluate(() =>
      Object.fromEntries([...document.images].map((image) => [image.id, { src: image.src, width: image.naturalWidth }])),
    );
    const landscape = (await project.files()).find((file) => file.startsWith('assets/landscape.'))!;
    const photo = (await project.files()).find((file) => file.startsWith('assets/photo.'))!;
    expect(images.logo!.src).toMatch(/^data:image\/svg\+xml,/);
    expect(images.logo!.width).toBe(96);
    expect(images.badge!.src).toMatch(/^data:image\/png;base64,/);
    expect(images.badge!.width).toBe(32);
    expect(images.photo).toEqual({ src: `${origin}/${photo}`, width: 64 });
    // new URL(): an absolute URL of the emitted file, which the browser loads.
    expect(images.landscape).toEqual({ src: `${origin}/${landscape}`, width: 320 });
    expect(requests).toEqual(expect.arrayContaining(['/', '/main.js', `/${photo}`, `/${landscape}`, '/fonts/blocky.woff2']));
    // Inlined assets cost no request.
    expect(requests.filter((path) => /\.(svg|txt|md)$|badge/.test(path))).toEqual([]);

    const font = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Blocky').map((face) => face.status),
    );
    expect(font).toEqual(['loaded']);
    await expect(page.locator('#notes').textContent()).resolves.toContain('This text was bundled as a string.');
    await expect(page.locator('#notes').textContent()).resolves.toContain("Imported with `with { type: 'text' }`");
    expect(problems).toEqual([]);
  });
});
